// What Mem changed since the last run, from its events feed: one request when nothing changed,
// whatever the size of the account, where a listing costs one request a hundred notes. The feed
// names each note that was created, changed, trashed, restored or deleted since a watermark (the
// sequence of the last event seen), which the sync keeps in its record. What the feed does not
// tell, such as a note filed in a collection, a whole pass finds (whole-pass-rule.ts says when).
import { MemClient } from 'memai-sdk';

/** Mem's largest page of events. */
const pageSize = 1000;

/** The notes the feed names after a watermark, and the watermark to ask from next time. */
export interface FeedChanges {
  ids: Set<string>;
  watermark: number;
}

/** Why the feed cannot be used this time: the run falls back to a whole pass. */
export interface FeedUnusable {
  why: string;
  /**
   * Whether it stays so: Mem does not give this key the feed. Otherwise only the place the record
   * holds is lost, and the whole pass takes a new one.
   */
  lasting: boolean;
}

/**
 * The notes with an event after `after`, paging to the feed's end; `FeedUnusable` when Mem does
 * not give this key the feed (404, 403), or when the watermark is ahead of the feed's latest
 * event, which happens only when the feed was reset and events were lost.
 */
export async function noteChangesSince(
  client: MemClient,
  after: number,
): Promise<FeedChanges | FeedUnusable> {
  const ids = new Set<string>();
  let watermark = after;
  try {
    let page = await client.events.list({
      after_sequence: after,
      entity_kind: 'note',
      limit: pageSize,
    });
    if (page.high_watermark < after) {
      return {
        why: `Mem's events feed starts again below where the last run left it`,
        lasting: false,
      };
    }
    for (;;) {
      for (const event of page.results) {
        if (event.primary_entity !== null) ids.add(event.primary_entity.id.toLowerCase());
      }
      watermark = page.next_after_sequence;
      const next = await page.nextPage();
      if (next === null) break;
      page = next;
    }
  } catch (error) {
    const unusable = unusableFeed(error);
    if (unusable === undefined) throw error;
    return unusable;
  }
  return { ids, watermark };
}

/**
 * The sequence of the feed's latest event, taken before a whole pass so that what happens during
 * it is seen by the next run; undefined when Mem does not give this key the feed.
 */
export async function latestEvent(client: MemClient): Promise<number | FeedUnusable> {
  try {
    return (await client.events.list({ limit: 1, entity_kind: 'note' })).high_watermark;
  } catch (error) {
    const unusable = unusableFeed(error);
    if (unusable === undefined) throw error;
    return unusable;
  }
}

export function isUnusable(answer: unknown): answer is FeedUnusable {
  return typeof answer === 'object' && answer !== null && 'why' in answer;
}

function unusableFeed(error: unknown): FeedUnusable | undefined {
  if (!MemClient.isApiError(error) || (error.status !== 404 && error.status !== 403)) {
    return undefined;
  }
  return { why: `Mem answered ${error.status} to a question of its events feed`, lasting: true };
}

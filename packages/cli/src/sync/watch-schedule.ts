// When `memai sync --watch` next asks Mem what changed. Mem allows 4,000 requests a day per
// account, shared by everything the person runs, so a watch that may run for months is a guest
// in that day: it asks every 30 s while something is changing on either side, twice as long
// after each question that found nothing, up to every 5 minutes (some 290 questions in an idle
// day), and slower still when Mem says the day's budget is running low. An `--interval` given
// explicitly is kept as given, except for that last rule.
import type { HeardBudget } from '../bulk-client.js';

/** How soon Mem is asked again after a change on either side. */
export const soonMs = 30_000;
/** The longest wait between two questions while nothing changes. */
export const idleMs = 5 * 60_000;
/** Under this share of the day's budget left, the watch slows down to last until it refills. */
const lowShare = 1 / 4;
/** Of what is left of a low day, the share the watch lets itself spend before the refill. */
const guestShare = 1 / 10;

export class WatchSchedule {
  /** The wait after the last question, which grows while nothing changes. */
  #waitMs: number;
  #askedAt: number;
  /** When the next question is due, budget aside. */
  #nextAt: number;
  /** Until when Mem has said no more today (a 429 for the day, or the minute's). */
  #pausedUntil = 0;

  /**
   * @param now - when the watch began, just after a pass of its own
   * @param fixedMs - the interval given with `--interval`, kept as given; undefined adapts
   */
  constructor(
    now: number,
    private readonly fixedMs: number | undefined,
  ) {
    this.#waitMs = fixedMs ?? soonMs;
    this.#askedAt = now;
    this.#nextAt = now + this.#waitMs;
  }

  /** Mem was asked at `now`; `changed` says whether either side had changed. */
  asked(now: number, changed: boolean): void {
    this.#askedAt = now;
    if (this.fixedMs === undefined) {
      this.#waitMs = changed ? soonMs : Math.min(idleMs, this.#waitMs * 2);
    }
    this.#nextAt = now + this.#waitMs;
  }

  /** The folder changed at `now`: Mem is asked again soon, as something is going on. */
  folderChanged(now: number): void {
    if (this.fixedMs !== undefined) return;
    this.#waitMs = soonMs;
    this.#nextAt = Math.min(this.#nextAt, now + soonMs);
  }

  /** Mem refused for lack of budget until `time`: nothing is sent before then. */
  pauseUntil(time: number): void {
    this.#pausedUntil = Math.max(this.#pausedUntil, time);
  }

  /** Whether Mem refused for lack of budget, and still does at `now`. */
  paused(now: number): boolean {
    return now < this.#pausedUntil;
  }

  /** When to ask Mem next, given what it last said of the day's budget. */
  due(budget: HeardBudget | undefined): number {
    const slowest = this.#askedAt + lowDayWait(budget, this.#askedAt);
    return Math.max(this.#nextAt, slowest, this.#pausedUntil);
  }
}

/**
 * The least wait between questions while the day's budget is low: a tenth of what is left
 * spread over the time until Mem's day bucket is full again. Zero while more than a quarter is
 * left, or when Mem's latest answer named the minute, which it does while the day has more.
 */
function lowDayWait(budget: HeardBudget | undefined, now: number): number {
  if (budget === undefined || budget.window.bucket !== 'day') return 0;
  const { limit, remaining, reset } = budget.window;
  const fullAt = budget.at + reset * 1000;
  if (remaining >= limit * lowShare || now >= fullAt) return 0;
  return (fullAt - now) / Math.max(1, remaining * guestShare);
}

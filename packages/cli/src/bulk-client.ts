// The client of the commands that send many requests (export, import, verify, sync): it shows
// when Mem's pacing holds it back, rides out more failures than a one-off command would, and
// counts what it sends and hears what Mem says of its request budget. It stops on Ctrl-C, unless
// given a signal of its own.
import { MemClient, type RateLimitWindow } from 'memai-sdk';
import { connect, type GlobalOptions } from './auth/connection.js';
import type { Progress } from './io/progress.js';

export interface BulkClient {
  client: MemClient;
  /** How many HTTP requests were sent so far, retries and file downloads included. */
  requests(): number;
  /** What Mem's latest answer said of the request budget, and when it said it. */
  budget(): HeardBudget | undefined;
}

/** Mem's figures for its most constrained window of requests (minute or day), as heard. */
export interface HeardBudget {
  window: RateLimitWindow;
  /** When the answer came, in milliseconds since the epoch. */
  at: number;
}

/**
 * Five retries: with the library's backoff (and Mem's Retry-After, up to a minute) that waits out
 * a rate-limit 429 or a short outage, where giving up would leave a long run half done.
 */
const retries = 5;

/**
 * Shorter waits are the pace of a long run (at 100 requests a minute, one token comes back every
 * 0.6 s), which the bar's count and time left already show; a longer one would look like a stall.
 */
const waitWorthTelling = 2_000;

export async function bulkClient(
  options: GlobalOptions,
  progress: Progress,
  signal?: AbortSignal,
): Promise<BulkClient> {
  let sent = 0;
  let heard: HeardBudget | undefined;
  const client = await connect(options, {
    ...(signal === undefined ? {} : { signal }),
    maxRetries: retries,
    fetch: async (input, init) => {
      sent += 1;
      const response = await fetch(input, init);
      const window = MemClient.rateLimitsOf(response.headers).requests;
      if (window !== undefined) heard = { window, at: Date.now() };
      return response;
    },
    throttle: {
      onWait: ({ waitMs, reason }) => {
        if (waitMs < waitWorthTelling) return;
        progress.status(
          `waiting ${Math.ceil(waitMs / 1000)} s for Mem’s ${reason} budget of the minute`,
        );
      },
    },
  });
  return { client, requests: () => sent, budget: () => heard };
}

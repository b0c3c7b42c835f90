// Paces requests by Mem's own rate-limit headers, so that a client sends nothing it knows would
// be answered 429. It decides only when a request may start; whether a failure is retried stays
// with retry.ts.
//
// Mem's budgets are leaky buckets: tokens come back steadily, not all at once when a window ends.
// Each answer says what is left and how many seconds until the bucket is full again, and the two
// together give the refill rate, so a request waits only for the tokens it needs.
import type { ThrottleWait } from '../config.js';
import type { RateLimits, RateLimitWindow } from '../error.js';
import type { AttemptFailure } from './attempt.js';
import { abortedFailure } from './attempt.js';

type Kind = ThrottleWait['reason'];

/**
 * A budget's lowest figures as of `at`, and when it is full again: between the two times it
 * refills in a straight line, at the rate Mem's leaky bucket does.
 */
type Figures = Omit<RateLimitWindow, 'reset'> & { at: number; fullAt: number };

/**
 * Why a request may not start yet: a failure, or a wait until `until` or the next answer,
 * whichever comes first. `wait` is set when the wait is for a used-up budget, which is reported.
 */
type Hold = { failure?: AttemptFailure; until?: number; wait?: ThrottleWait };

const kinds: readonly Kind[] = ['requests', 'complexity'];

export class Throttle {
  /** What Mem last said of each budget, and the cost of the requests now in flight. */
  readonly #budgets: Record<Kind, { figures?: Figures; inFlight: number }> = {
    requests: { inFlight: 0 },
    complexity: { inFlight: 0 },
  };
  readonly #onWait: ((wait: ThrottleWait) => void) | undefined;
  readonly #waiting = new Set<() => void>();
  /** Whether any answer has come yet: until then, one request at a time probes the figures. */
  #answered = false;

  constructor(onWait: ((wait: ThrottleWait) => void) | undefined) {
    this.#onWait = onWait;
  }

  /**
   * Waits until a request of `complexity` may start, and counts it as in flight. Resolves to a
   * failure instead when a daily budget is used up, or when `signal` fires while waiting.
   */
  async start(complexity: number, signal?: AbortSignal): Promise<AttemptFailure | undefined> {
    const cost = { requests: 1, complexity };
    for (let reported: number | undefined; ;) {
      if (signal?.aborted) return abortedFailure(signal.reason, false);
      const hold = this.#hold(cost, Date.now());
      if (hold === undefined) break;
      if (hold.failure) return hold.failure;
      if (hold.wait && hold.until !== reported) {
        reported = hold.until;
        this.#onWait?.(hold.wait);
      }
      await this.#wait(hold.until, signal);
    }
    for (const kind of kinds) this.#budgets[kind].inFlight += cost[kind];
    return undefined;
  }

  /** Takes in what the answer to a started request said, and lets waiting requests look again. */
  finish(complexity: number, answered: boolean, limits: RateLimits | undefined): void {
    const now = Date.now();
    this.#answered ||= answered;
    for (const kind of kinds) {
      const budget = this.#budgets[kind];
      budget.inFlight -= kind === 'requests' ? 1 : complexity;
      const window = limits?.[kind];
      if (window === undefined) continue;
      const { bucket, limit, remaining, reset } = window;
      const heard: Figures = { bucket, limit, remaining, at: now, fullAt: now + reset * 1000 };
      const known = budget.figures && now < budget.figures.fullAt ? budget.figures : undefined;
      // Answers can overtake each other, so the lowest figure stands, and the latest time full:
      // each answer speaks of the bucket after what Mem had counted when it was sent.
      if (known === undefined || remaining < tokensLeft(known, now)) budget.figures = heard;
      else budget.figures = { ...known, fullAt: Math.max(known.fullAt, heard.fullAt) };
    }
    for (const wake of [...this.#waiting]) wake();
  }

  /** The one pacing decision: undefined when a request of `cost` may start now, else why not. */
  #hold(cost: Record<Kind, number>, now: number): Hold | undefined {
    const holds: Hold[] = [];
    for (const kind of kinds) {
      const { figures, inFlight } = this.#budgets[kind];
      if (figures === undefined) {
        // Nothing heard yet: send one request, and let its answer say how much is left.
        if (!this.#answered && inFlight > 0) holds.push({});
        continue;
      }
      // A full bucket with nothing in flight lets a request go even if it costs more than the
      // whole budget: no wait could help it.
      const left = tokensLeft(figures, now);
      const full = now >= figures.fullAt;
      if (left - inFlight >= cost[kind] || (full && inFlight === 0)) continue;
      if (left >= cost[kind]) {
        // Mem may have counted what is in flight already: its answers will tell, or the refill.
        holds.push({ until: timeWhenLeft(figures, cost[kind] + inFlight) });
      } else if (figures.bucket === 'day') {
        return { failure: quotaFailure(kind, figures, now) };
      } else {
        const until = timeWhenLeft(figures, cost[kind]);
        holds.push({ until, wait: { waitMs: until - now, bucket: figures.bucket, reason: kind } });
      }
    }
    return latest(holds);
  }

  /** Resolves at `until` or at the next answer, whichever comes first, or when `signal` fires. */
  #wait(until: number | undefined, signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiting.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = until === undefined ? undefined : setTimeout(done, until - Date.now());
      this.#waiting.add(done);
      signal?.addEventListener('abort', done);
      // The signal may have fired in onWait, before there was a listener to hear it.
      if (signal?.aborted) done();
    });
  }
}

/** The tokens a budget holds at `now`, refilled since Mem's answer. */
function tokensLeft(figures: Figures, now: number): number {
  const { limit, remaining, at, fullAt } = figures;
  if (now >= fullAt) return limit;
  return remaining + ((limit - remaining) * (now - at)) / (fullAt - at);
}

/** The first whole millisecond at which a budget holds `tokens`, or is full if it never can. */
function timeWhenLeft(figures: Figures, tokens: number): number {
  const { limit, remaining, at, fullAt } = figures;
  if (tokens >= limit) return fullAt;
  return Math.ceil(at + ((tokens - remaining) * (fullAt - at)) / (limit - remaining));
}

/**
 * The hold of the budget that keeps a request back longest: a wait for an answer alone (no
 * `until`) outlasts any timer, since only an answer can make room then.
 */
function latest(holds: readonly Hold[]): Hold | undefined {
  let longest: Hold | undefined;
  for (const hold of holds) {
    if (longest === undefined) longest = hold;
    else if (longest.until === undefined) continue;
    else if (hold.until === undefined || hold.until > longest.until) longest = hold;
  }
  return longest;
}

/** The failure of a request held back because a daily budget is used up. */
function quotaFailure(kind: Kind, figures: Figures, now: number): AttemptFailure {
  const { bucket, limit, remaining } = figures;
  const reset = Math.ceil((figures.fullAt - now) / 1000);
  return {
    status: 429,
    code: 'quota_exceeded',
    message: `The ${kind} budget of the day (${limit}) is used up; the request was not sent.`,
    rateLimits: { [kind]: { bucket, limit, remaining, reset } },
    delivered: false,
  };
}

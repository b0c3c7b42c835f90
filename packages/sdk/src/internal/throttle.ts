// Paces requests by Mem's own rate-limit headers, so that a client sends nothing it knows would
// be answered 429. It decides only when a request may start; whether a failure is retried stays
// with retry.ts.
import type { ThrottleWait } from '../config.js';
import type { RateLimits, RateLimitWindow } from '../error.js';
import type { AttemptFailure } from './attempt.js';
import { abortedFailure } from './attempt.js';

type Kind = ThrottleWait['reason'];

/** A budget's lowest figures in the current window, and when the window resets. */
type Figures = RateLimitWindow & { resetAt: number };

/** Why a request may not start yet: a failure, or a wait until `until` or the next answer. */
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
      const known = budget.figures && now < budget.figures.resetAt ? budget.figures : undefined;
      // Answers can overtake each other, so within a window the lowest figure stands, and the
      // latest reset: each answer says when the budget is full after what Mem had counted.
      const resetAt = Math.max(now + window.reset * 1000, known?.resetAt ?? 0);
      const lower = known === undefined || window.remaining < known.remaining ? window : known;
      budget.figures = { ...lower, resetAt };
    }
    for (const wake of [...this.#waiting]) wake();
  }

  /** The one pacing decision: undefined when a request of `cost` may start now, else why not. */
  #hold(cost: Record<Kind, number>, now: number): Hold | undefined {
    let hold: Hold | undefined;
    for (const kind of kinds) {
      const { figures, inFlight } = this.#budgets[kind];
      if (figures === undefined) {
        // Nothing heard yet: send one request, and let its answer say how much is left.
        if (!this.#answered && inFlight > 0) hold ??= {};
        continue;
      }
      // Once the window has reset the budget is full, and only what is in flight counts. A
      // request costing more than a whole budget then goes: no wait could help it.
      const reset = now >= figures.resetAt;
      const left = reset ? figures.limit : figures.remaining;
      if (left - inFlight >= cost[kind] || (reset && inFlight === 0)) continue;
      // Mem may have counted what is in flight already: its answers will tell.
      if (left >= cost[kind]) hold ??= {};
      else if (figures.bucket === 'day') return { failure: quotaFailure(kind, figures, now) };
      else if (!(hold?.until !== undefined && hold.until >= figures.resetAt)) {
        const wait = { waitMs: figures.resetAt - now, bucket: figures.bucket, reason: kind };
        hold = { until: figures.resetAt, wait };
      }
    }
    return hold;
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

/** The failure of a request held back because a daily budget is used up. */
function quotaFailure(kind: Kind, figures: Figures, now: number): AttemptFailure {
  const { bucket, limit, remaining } = figures;
  const reset = Math.ceil((figures.resetAt - now) / 1000);
  return {
    status: 429,
    code: 'quota_exceeded',
    message: `The ${kind} budget of the day (${limit}) is used up; the request was not sent.`,
    rateLimits: { [kind]: { bucket, limit, remaining, reset } },
    delivered: false,
  };
}

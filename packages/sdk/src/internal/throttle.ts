// Paces requests by Mem's own rate-limit headers, so that a client sends nothing it knows would
// be answered 429. It decides only when a request may start; whether a failure is retried stays
// with retry.ts.
import type { ThrottleWait } from '../config.js';
import type { RateLimits, RateLimitWindow } from '../error.js';
import type { AttemptFailure } from './attempt.js';
import { abortedFailure } from './attempt.js';

type Kind = ThrottleWait['reason'];

/** A budget's latest figures, with the moment they were heard and when it is full again. */
type Figures = RateLimitWindow & { resetAt: number; heard: number };

/** One of Mem's two budgets (requests and complexity) as this client knows it. */
type Budget = {
  figures: Figures | undefined;
  /** The cost of requests started and not yet answered. */
  inFlight: number;
  /**
   * The cost of requests answered without figures (or not answered at all) since the figures
   * were heard: Mem may have counted them, so they stay counted until newer figures come.
   */
  unreported: number;
};

/** What a started request carries, to be handed back when it is answered. */
export type Ticket = { started: number; cost: Record<Kind, number> };

/** What the throttle decides for the next request. */
type Step =
  | { go: true }
  | { go: false; failure: AttemptFailure }
  | { go: false; until: number; wait: ThrottleWait }
  | { go: false; untilAnswer: true };

export class Throttle {
  readonly #budgets: Record<Kind, Budget> = {
    requests: { figures: undefined, inFlight: 0, unreported: 0 },
    complexity: { figures: undefined, inFlight: 0, unreported: 0 },
  };
  readonly #onWait: ((wait: ThrottleWait) => void) | undefined;
  readonly #waiting = new Set<() => void>();
  /** Counts starts and answers, to order them without trusting clocks. */
  #events = 0;
  /** Whether any answer has come yet: until then, one request at a time probes the figures. */
  #answered = false;
  /** When the latest request without figures finished (see `Budget.unreported`). */
  #lastUnreported = 0;

  constructor(onWait: ((wait: ThrottleWait) => void) | undefined) {
    this.#onWait = onWait;
  }

  /**
   * Waits until a request of `complexity` may start, and counts it as started. Resolves to a
   * failure instead when the daily quota is used up, or when `signal` fires while waiting.
   */
  async start(
    complexity: number,
    signal: AbortSignal | undefined,
  ): Promise<{ ticket: Ticket } | { failure: AttemptFailure }> {
    const cost: Record<Kind, number> = { requests: 1, complexity };
    let reported: number | undefined;
    for (;;) {
      if (signal?.aborted) return { failure: abortedFailure(signal.reason, false) };
      const step = this.#next(cost, Date.now());
      if (step.go) break;
      if ('failure' in step) return { failure: step.failure };
      if ('until' in step && step.until !== reported) {
        reported = step.until;
        this.#onWait?.(step.wait);
      }
      const aborted = await this.#wait('until' in step ? step.until : undefined, signal);
      if (aborted) return { failure: abortedFailure(signal?.reason, false) };
    }
    for (const kind of kinds) this.#budgets[kind].inFlight += cost[kind];
    return { ticket: { started: ++this.#events, cost } };
  }

  /** Takes in what the answer to a started request said, and lets waiting requests look again. */
  finish(ticket: Ticket, answered: boolean, limits: RateLimits | undefined): void {
    const heard = ++this.#events;
    const now = Date.now();
    if (answered) this.#answered = true;
    for (const kind of kinds) {
      const budget = this.#budgets[kind];
      budget.inFlight -= ticket.cost[kind];
      const window = limits?.[kind];
      if (window === undefined) {
        budget.unreported += ticket.cost[kind];
        this.#lastUnreported = heard;
        continue;
      }
      const resetAt = now + window.reset * 1000;
      const known = budget.figures;
      // Figures heard earlier may be newer than these when answers overtake each other: take
      // these only when they cannot be older (the request started after the last were heard),
      // when they say less is left, or when the last ones have run out.
      if (
        known === undefined ||
        ticket.started > known.heard ||
        window.remaining <= known.remaining ||
        now >= known.resetAt
      ) {
        // Figures from a request that started after the unreported ones ended include them.
        if (ticket.started > this.#lastUnreported) budget.unreported = 0;
        // Each answer tells when the budget is full again after the requests Mem had counted;
        // a later answer may have counted more, so the latest such moment stands.
        const fullAt = known !== undefined && now < known.resetAt ? known.resetAt : 0;
        budget.figures = { ...window, resetAt: Math.max(resetAt, fullAt), heard };
      } else {
        known.resetAt = Math.max(known.resetAt, resetAt);
      }
    }
    for (const wake of [...this.#waiting]) wake();
  }

  /** The one pacing decision: whether a request of `cost` may start now, and if not, why. */
  #next(cost: Record<Kind, number>, now: number): Step {
    let step: Step = { go: true };
    for (const kind of kinds) {
      const budget = this.#budgets[kind];
      const figures = budget.figures;
      if (figures === undefined) {
        // Nothing heard yet: send one request, and let its answer say how much is left.
        if (!this.#answered && budget.inFlight > 0) {
          step = later(step, { go: false, untilAnswer: true });
        }
        continue;
      }
      // Once the window has reset the budget is full, and only what is in flight counts.
      const reset = now >= figures.resetAt;
      const said = reset ? figures.limit : figures.remaining;
      const left = said - (reset ? 0 : budget.unreported) - budget.inFlight;
      // After a reset with nothing in flight, a request costing more than the whole budget goes:
      // no wait could help it, and Mem will say what it makes of it.
      if (left >= cost[kind] || (reset && budget.inFlight === 0)) continue;
      if (said < cost[kind] && figures.bucket === 'day') {
        return { go: false, failure: quotaFailure(kind, figures, now) };
      }
      if (said >= cost[kind] && budget.inFlight > 0) {
        // What is in flight may have been counted already: its answers will tell.
        step = later(step, { go: false, untilAnswer: true });
      } else {
        const wait = { waitMs: figures.resetAt - now, bucket: figures.bucket, reason: kind };
        step = later(step, { go: false, until: figures.resetAt, wait });
      }
    }
    return step;
  }

  /** Resolves to false at `until` or at the next answer, or to true when `signal` fires. */
  #wait(until: number | undefined, signal: AbortSignal | undefined): Promise<boolean> {
    // The signal may have fired in onWait, before there was a listener to hear it.
    if (signal?.aborted) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (aborted: boolean) => {
        clearTimeout(timer);
        this.#waiting.delete(wake);
        signal?.removeEventListener('abort', abort);
        resolve(aborted);
      };
      const wake = () => done(false);
      const abort = () => done(true);
      const timer = until === undefined ? undefined : setTimeout(wake, until - Date.now());
      this.#waiting.add(wake);
      signal?.addEventListener('abort', abort, { once: true });
    });
  }
}

const kinds: readonly Kind[] = ['requests', 'complexity'];

type Hold = Exclude<Step, { go: true } | { failure: AttemptFailure }>;

/** Of two reasons to hold a request, the one that holds it longer: a reset over an answer. */
function later(current: Step, next: Hold): Step {
  if (current.go || !('until' in current)) return 'until' in next || current.go ? next : current;
  return 'until' in next && next.until > current.until ? next : current;
}

/** The failure of a request held back because a daily budget is used up. */
function quotaFailure(kind: Kind, figures: Figures, now: number): AttemptFailure {
  const hours = Math.max(1, Math.round((figures.resetAt - now) / 3_600_000));
  return {
    status: 429,
    code: 'quota_exceeded',
    message:
      `The daily ${kind === 'requests' ? 'request' : 'complexity'} budget of ${figures.limit} is ` +
      `used up, so the request was not sent; it refills in about ${hours} h.`,
    rateLimits: {
      [kind]: {
        bucket: figures.bucket,
        limit: figures.limit,
        remaining: figures.remaining,
        reset: Math.ceil((figures.resetAt - now) / 1000),
      },
    },
    delivered: false,
  };
}

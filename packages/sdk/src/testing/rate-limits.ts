// Mem's rate limits: leaky buckets of request tokens and complexity tokens, each with a minute
// and a day window, refilling steadily at limit / period.

/**
 * The rate limits the server enforces, one figure per leaky bucket.
 *
 * Each figure is a bucket's size; its tokens refill steadily over the window, as Mem's do.
 *
 * @example
 * ```ts
 * import { startMemServer, type RateLimitSettings } from 'memai-sdk/testing';
 *
 * // Two requests a minute: the third within the minute gets a 429 with Retry-After.
 * const rateLimits: RateLimitSettings = { requestsPerMinute: 2 };
 * const server = await startMemServer({ rateLimits });
 * await server.close();
 * ```
 * @group Local Mem
 */
export interface RateLimitSettings {
  /**
   * Requests per minute.
   *
   * @defaultValue `100`
   */
  requestsPerMinute?: number;
  /**
   * Requests per day.
   *
   * @defaultValue `4000`
   */
  requestsPerDay?: number;
  /**
   * Complexity tokens per minute; `POST /v2/mem-it` costs 40, every other request 1.
   *
   * @defaultValue `200`
   */
  complexityPerMinute?: number;
  /**
   * Complexity tokens per day.
   *
   * @defaultValue `8000`
   */
  complexityPerDay?: number;
  /**
   * How long the "minute" window lasts, in milliseconds: both minute buckets refill over this
   * time instead. Shorten it to test a client's pacing without waiting a minute; `Reset` headers
   * still count whole seconds, rounded up.
   *
   * @defaultValue `60000`
   */
  minuteMs?: number;
}

const minute = 60_000;
const day = 86_400_000;

class LeakyBucket {
  private tokens: number;

  constructor(
    readonly window: 'minute' | 'day',
    readonly limit: number,
    private readonly periodMs: number,
    private at: number,
  ) {
    this.tokens = limit;
  }

  /** Tokens left at `now`, after the refill since the last look. */
  remaining(now: number): number {
    // A clock that went back (a test setting the system time) refills nothing.
    const elapsed = Math.max(0, now - this.at);
    this.tokens = Math.min(this.limit, this.tokens + (elapsed * this.limit) / this.periodMs);
    this.at = now;
    return this.tokens;
  }

  /** Whole seconds until `tokens` are available: 0 when they are now. */
  secondsUntil(tokens: number, now: number): number {
    const missing = tokens - this.remaining(now);
    return missing <= 0 ? 0 : Math.ceil((missing * this.periodMs) / this.limit / 1000);
  }

  take(tokens: number): void {
    this.tokens -= tokens;
  }
}

/** One kind of token (requests or complexity) with its minute and day buckets. */
class Meter {
  private readonly buckets: readonly [LeakyBucket, LeakyBucket];

  constructor(
    private readonly header: string,
    perMinute: number,
    perDay: number,
    minuteMs: number,
    now: number,
  ) {
    this.buckets = [
      new LeakyBucket('minute', perMinute, minuteMs, now),
      new LeakyBucket('day', perDay, day, now),
    ];
  }

  secondsUntil(tokens: number, now: number): number {
    return Math.max(...this.buckets.map((bucket) => bucket.secondsUntil(tokens, now)));
  }

  take(tokens: number): void {
    for (const bucket of this.buckets) bucket.take(tokens);
  }

  /** The headers for whichever window has fewer tokens left, as Mem reports them. */
  headers(now: number): Record<string, string> {
    const [byMinute, byDay] = this.buckets;
    const bucket = byDay.remaining(now) < byMinute.remaining(now) ? byDay : byMinute;
    const remaining = bucket.remaining(now);
    return {
      [`X-${this.header}-Bucket`]: bucket.window,
      [`X-${this.header}-Limit`]: String(bucket.limit),
      [`X-${this.header}-Remaining`]: String(Math.floor(remaining)),
      [`X-${this.header}-Reset`]: String(bucket.secondsUntil(bucket.limit, now)),
    };
  }
}

export class RateLimiter {
  private readonly requests: Meter;
  private readonly complexity: Meter;

  constructor(settings: RateLimitSettings, now: number) {
    const minuteMs = positive(settings.minuteMs ?? minute, 'minuteMs');
    this.requests = new Meter(
      'RateLimit',
      positive(settings.requestsPerMinute ?? 100, 'requestsPerMinute'),
      positive(settings.requestsPerDay ?? 4000, 'requestsPerDay'),
      minuteMs,
      now,
    );
    this.complexity = new Meter(
      'Complexity',
      positive(settings.complexityPerMinute ?? 200, 'complexityPerMinute'),
      positive(settings.complexityPerDay ?? 8000, 'complexityPerDay'),
      minuteMs,
      now,
    );
  }

  /**
   * Pays one request token and `cost` complexity tokens, or pays nothing and answers how many
   * whole seconds (at least 1) to wait until the request could be paid.
   */
  charge(cost: number, now: number): number | undefined {
    const wait = Math.max(
      this.requests.secondsUntil(1, now),
      this.complexity.secondsUntil(cost, now),
    );
    if (wait > 0) return wait;
    this.requests.take(1);
    this.complexity.take(cost);
    return undefined;
  }

  headers(now: number): Record<string, string> {
    return { ...this.requests.headers(now), ...this.complexity.headers(now) };
  }
}

function positive(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`rateLimits.${name} must be a positive integer, not ${value}.`);
  }
  return value;
}

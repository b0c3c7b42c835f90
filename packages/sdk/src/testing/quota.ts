// The plan's usage quota: a daily allowance of creating calls, separate from the rate limits.
// Mem documents the 429 body below; it does not say when the quota resets, so this server
// starts it again at each UTC midnight and says so in Retry-After.
import { formatTime, nextUtcMidnight } from './time.js';

export interface QuotaReply {
  headers: Record<string, string>;
  body: unknown;
}

export class Quota {
  private used = 0;
  private resetAt: number;

  constructor(
    private readonly limit: number,
    now: number,
  ) {
    if (!Number.isInteger(limit) || limit < 0) {
      throw new RangeError(`quota must be a whole number of calls, not ${limit}.`);
    }
    this.resetAt = nextUtcMidnight(now);
  }

  /** Mem's quota 429 when the allowance is used up, otherwise undefined. */
  refusal(now: number): QuotaReply | undefined {
    this.rollOver(now);
    if (this.used < this.limit) return undefined;
    return {
      headers: {
        'Retry-After': String(Math.max(1, Math.ceil((this.resetAt - now) / 1000))),
        'Cache-Control': 'private, no-store',
      },
      body: {
        error: {
          type: 'quota_exceeded',
          message: `You have used all ${this.limit === 1 ? '1 note' : `${this.limit} notes`} your plan allows today.`,
          details: {
            current_plan: 'free',
            used: this.used,
            free_used: this.used,
            reset_time: formatTime(this.resetAt),
            limit: this.limit,
            free_limit: this.limit,
          },
          upgrade_info: {
            message: 'Upgrade your Mem plan to keep creating notes today.',
            upgrade_url: 'https://mem.ai/settings/billing',
          },
        },
      },
    };
  }

  /** Counts a creating call that succeeded. */
  use(now: number): void {
    this.rollOver(now);
    this.used++;
  }

  private rollOver(now: number): void {
    if (now < this.resetAt) return;
    this.used = 0;
    this.resetAt = nextUtcMidnight(now);
  }
}

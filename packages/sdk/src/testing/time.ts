// Timestamps: Mem takes ISO 8601 date-times and answers them in UTC.

const dateTime =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?([Zz]|[+-]\d{2}:\d{2})?$/;

/**
 * Reads an ISO 8601 date-time and returns its epoch milliseconds, or undefined when the text is
 * not one. `strict` asks for the RFC 3339 form that Mem's schema names for every date-time of a
 * request (`format: date-time`), with seconds and an offset; otherwise (seed data) a time
 * without seconds or without an offset is taken too, the latter read as UTC.
 */
export function parseDateTime(text: string, strict: boolean): number | undefined {
  const parts = dateTime.exec(text);
  if (parts === null) return undefined;
  const [, year, month, day, hour, minute, second, , offset] = parts;
  if (strict && (offset === undefined || second === undefined)) return undefined;
  // Date.parse accepts 30 February and 24:00, so the fields are checked against a real date.
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    calendar.getUTCMonth() !== Number(month) - 1 ||
    calendar.getUTCDate() !== Number(day) ||
    Number(hour) > 23 ||
    Number(minute) > 59 ||
    Number(second ?? 0) > 59
  ) {
    return undefined;
  }
  const ms = Date.parse(offset === undefined ? `${text}Z` : text);
  return Number.isNaN(ms) ? undefined : ms;
}

/** UTC in ISO 8601, with milliseconds only when there are any, as in Mem's own examples. */
export function formatTime(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

export function nowIso(): string {
  return formatTime(Date.now());
}

/** Epoch milliseconds of `iso`, a timestamp this server stored (always valid). */
export function timeOf(iso: string): number {
  return Date.parse(iso);
}

/** The next UTC midnight after `now`, when a daily plan quota starts again. */
export function nextUtcMidnight(now: number): number {
  const day = new Date(now);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
}

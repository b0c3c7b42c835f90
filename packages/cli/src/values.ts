// The parsers of argument and option values: a malformed value is a usage error (exit 2) that
// names the argument, before anything is sent.
import { InvalidArgumentError } from 'commander';

/** Checks an id argument: Mem's ids are UUIDs, and anything else could only be a typo. */
export function uuid(text: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)) {
    throw new InvalidArgumentError('expected a UUID, such as 5e29c8a2-c73b-476b-9311-e2579712d4b1');
  }
  return text;
}

/** Checks each id of a list argument (`<id...>`), keeping the ones before it. */
export function uuids(text: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), uuid(text)];
}

/** Parses a whole number in a range, for options such as --limit. */
export function count(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (text: string): number => {
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) {
      throw new InvalidArgumentError(
        max === Number.MAX_SAFE_INTEGER
          ? `expected a whole number from ${min}`
          : `expected a whole number from ${min} to ${max}`,
      );
    }
    return value;
  };
}

/**
 * Parses a time for a filter: a date-time with an offset (2025-01-31T09:30:00+01:00), or a date
 * (2025-01-31), taken as midnight UTC.
 */
export function dateTime(text: string): string {
  const withTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
  const value = dateOnly.test(text) ? `${text}T00:00:00Z` : text;
  if (!(withTime.test(value) && !Number.isNaN(Date.parse(value)))) {
    throw new InvalidArgumentError(
      'expected a date (2025-01-31) or a date-time with an offset (2025-01-31T09:30:00Z)',
    );
  }
  return new Date(value).toISOString();
}

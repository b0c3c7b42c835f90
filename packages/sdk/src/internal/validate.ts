// Checks on what callers pass in, run before any request is sent. Each failure is a TypeError
// whose message names the method and the field, so that bad input never costs a round trip.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoPattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') {
    return value.trim() === '' ? 'a blank string' : JSON.stringify(value.slice(0, 40));
  }
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

function fail(where: string, field: string, expected: string, value: unknown): never {
  throw new TypeError(`${where}: \`${field}\` must be ${expected}, got ${describe(value)}.`);
}

/** Returns `value` as a record, or throws if the caller passed something else. */
export function requireObject(
  value: unknown,
  where: string,
  field: string,
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(where, field, 'an object', value);
  }
  return value as Record<string, unknown>;
}

export function requireText(value: unknown, where: string, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    fail(where, field, 'a non-empty string', value);
  }
  return value;
}

export function optionalText(value: unknown, where: string, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') fail(where, field, 'a string', value);
  return value;
}

export function optionalFlagOrText(
  value: unknown,
  where: string,
  field: string,
): boolean | string | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  if (typeof value !== 'string' || value.trim() === '') {
    fail(where, field, 'a boolean or a non-empty string of instructions', value);
  }
  return value;
}

export function optionalTextList(
  value: unknown,
  where: string,
  field: string,
): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) fail(where, field, 'an array of strings', value);
  value.forEach((item: unknown, index) => requireText(item, where, `${field}[${index}]`));
  return value as string[];
}

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

export function optionalUuid(value: unknown, where: string, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !isUuid(value)) fail(where, field, 'a UUID', value);
  return value;
}

/** True for an ISO 8601 date or date-time that names a real moment (no 30 February). */
function isIsoTimestamp(value: string): boolean {
  const match = isoPattern.exec(value);
  if (match === null || Number.isNaN(Date.parse(value))) return false;
  const parts = match.slice(1, 7).map((part) => Number(part ?? 0));
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return (
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

export function optionalTimestamp(
  value: unknown,
  where: string,
  field: string,
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !isIsoTimestamp(value)) {
    fail(where, field, 'an ISO 8601 date or date-time such as "2025-04-01T14:30:45Z"', value);
  }
  return value;
}

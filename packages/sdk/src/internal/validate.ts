// Checks on what callers pass in, run before any request is sent. Each failure is a TypeError
// whose message names the method and the field, so that bad input never costs a round trip.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const datePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') {
    if (value.trim() === '') return 'a blank string';
    return value.length > 40 ? `a string of ${value.length} characters` : JSON.stringify(value);
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

/**
 * How long a text field may be: `chars` in Unicode code points (an emoji is one, where a string's
 * `length` counts two), `bytes` in UTF-8. A field Mem caps in both is refused at whichever limit
 * it passes first.
 */
export type TextLimit = { chars?: number; bytes?: number };

function checkLength(text: string, where: string, field: string, limit: TextLimit): void {
  const { chars = Infinity, bytes = Infinity } = limit;
  // A string has at least as many UTF-16 units as code points, and at most three UTF-8 bytes for
  // each unit, so most strings need neither count.
  if (text.length > chars && [...text].length > chars) {
    fail(where, field, `at most ${chars.toLocaleString('en')} characters long`, text);
  }
  if (text.length * 3 > bytes && new TextEncoder().encode(text).length > bytes) {
    fail(where, field, `at most ${bytes.toLocaleString('en')} bytes as UTF-8`, text);
  }
}

/** A string with something besides whitespace in it, within `limit`. */
export function requireText(
  value: unknown,
  where: string,
  field: string,
  limit: TextLimit = {},
): string {
  if (typeof value !== 'string' || value.trim() === '') {
    fail(where, field, 'a non-empty string', value);
  }
  checkLength(value, where, field, limit);
  return value;
}

export function optionalText(
  value: unknown,
  where: string,
  field: string,
  limit: TextLimit = {},
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') fail(where, field, 'a string', value);
  checkLength(value, where, field, limit);
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

export function optionalBoolean(value: unknown, where: string, field: string): boolean | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  return fail(where, field, 'a boolean', value);
}

export function optionalTextList(
  value: unknown,
  where: string,
  field: string,
  limit: TextLimit = {},
): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) fail(where, field, 'an array of strings', value);
  value.forEach((item: unknown, index) => requireText(item, where, `${field}[${index}]`, limit));
  return value as string[];
}

export function requireUuid(value: unknown, where: string, field: string): string {
  if (typeof value !== 'string' || !uuidPattern.test(value)) fail(where, field, 'a UUID', value);
  return value;
}

export function optionalUuid(value: unknown, where: string, field: string): string | undefined {
  return value === undefined ? undefined : requireUuid(value, where, field);
}

export function optionalUuidList(
  value: unknown,
  where: string,
  field: string,
): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) fail(where, field, 'an array of UUIDs', value);
  value.forEach((item: unknown, index) => requireUuid(item, where, `${field}[${index}]`));
  return value as string[];
}

/** A whole number from `min` to `max`, or undefined. */
export function optionalInteger(
  value: unknown,
  where: string,
  field: string,
  min: number,
  max = Infinity,
): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const range = max === Infinity ? `from ${min} up` : `from ${min} to ${max}`;
    fail(where, field, `a whole number ${range}`, value);
  }
  return value;
}

export function requireInteger(value: unknown, where: string, field: string, min: number): number {
  if (value === undefined) fail(where, field, `a whole number from ${min} up`, value);
  return optionalInteger(value, where, field, min) as number;
}

export function optionalChoice<const Choice extends string>(
  value: unknown,
  where: string,
  field: string,
  choices: readonly Choice[],
): Choice | undefined {
  return value === undefined ? undefined : requireChoice(value, where, field, choices);
}

/** An array of `choices`, or undefined. */
export function optionalChoiceList<const Choice extends string>(
  value: unknown,
  where: string,
  field: string,
  choices: readonly Choice[],
): Choice[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) fail(where, field, 'an array of strings', value);
  value.forEach((item: unknown, index) =>
    requireChoice(item, where, `${field}[${index}]`, choices),
  );
  return value as Choice[];
}

export function requireChoice<Choice extends string>(
  value: unknown,
  where: string,
  field: string,
  choices: readonly Choice[],
): Choice {
  if (!choices.includes(value as Choice)) {
    fail(where, field, `one of ${choices.map((choice) => `'${choice}'`).join(', ')}`, value);
  }
  return value as Choice;
}

/**
 * An ISO 8601 date or date-time that names a real moment (no 30 February), written as the
 * RFC 3339 date-time Mem's schema asks for: seconds always present, and `Z` where no offset was
 * given (the legacy v1 routes read such a time as UTC, a date alone as its midnight). Undefined
 * when `value` is no such date, or has no offset where one is needed.
 */
function rfc3339(value: string, needsOffset: boolean): string | undefined {
  const match = datePattern.exec(value);
  if (match === null || Number.isNaN(Date.parse(value))) return undefined;
  const [, year = '', month = '', day = '', hour = '00', minute = '00', second = '00'] = match;
  const fraction = match[7] ?? '';
  const offset = match[8];
  if (needsOffset && offset === undefined) return undefined;
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real =
    calendar.getUTCMonth() === Number(month) - 1 &&
    calendar.getUTCDate() === Number(day) &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60;
  if (!real) return undefined;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${fraction}${offset ?? 'Z'}`;
}

/**
 * An ISO 8601 date or date-time, with or without an offset, as memai-sdk 0.1 took for the
 * legacy v1 routes; sent as the RFC 3339 date-time their schema requires.
 */
export function optionalTimestamp(
  value: unknown,
  where: string,
  field: string,
): string | undefined {
  if (value === undefined) return undefined;
  const sent = typeof value === 'string' ? rfc3339(value, false) : undefined;
  if (sent === undefined) {
    fail(where, field, 'an ISO 8601 date or date-time such as "2025-04-01T14:30:45Z"', value);
  }
  return sent;
}

/** An ISO 8601 date-time with a UTC offset, as every v2 route requires, when one is given. */
export function optionalDateTime(value: unknown, where: string, field: string): string | undefined {
  return value === undefined ? undefined : requireDateTime(value, where, field);
}

/** An ISO 8601 date-time with a UTC offset, sent as the RFC 3339 date-time Mem's schema asks for. */
export function requireDateTime(value: unknown, where: string, field: string): string {
  const sent = typeof value === 'string' ? rfc3339(value, true) : undefined;
  if (sent === undefined) {
    fail(
      where,
      field,
      'an ISO 8601 date-time with an offset, such as "2025-04-01T14:30:45Z" or ' +
        '"2025-04-01T16:30:45+02:00"',
      value,
    );
  }
  return sent;
}

type DateFilters = {
  filter_by_created_after?: string;
  filter_by_created_before?: string;
  filter_by_updated_after?: string;
  filter_by_updated_before?: string;
};

/** The `filter_by_{created,updated}_{after,before}` filters of `params`, checked. */
export function dateFilters(
  params: { [Field in keyof DateFilters]?: DateFilters[Field] | undefined },
  where: string,
  kinds: readonly ('created' | 'updated')[],
): DateFilters {
  const filters: DateFilters = {};
  for (const kind of kinds) {
    for (const bound of ['after', 'before'] as const) {
      const field = `filter_by_${kind}_${bound}` as const;
      const value = optionalDateTime(params[field], where, field);
      if (value !== undefined) filters[field] = value;
    }
  }
  return filters;
}

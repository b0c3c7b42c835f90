// Request validation. Every refusal is a 400 INVALID_REQUEST whose message names the field, so a
// client under test sees at once which of its fields Mem would have refused.
import { invalidRequest, MemError } from './errors.js';
import { formatTime, parseDateTime } from './time.js';

const utf8 = new TextEncoder();

/** A JSON request body, known to be an object. */
export type Fields = Readonly<Record<string, unknown>>;

export interface TextRule {
  maxChars: number;
  /** Mem also caps some fields in UTF-8 bytes, which a string of emoji reaches first. */
  maxBytes?: number;
  allowBlank?: boolean;
  nullable?: boolean;
}

export interface TimeRule {
  notInFuture: boolean;
}

export interface IntegerRange {
  min: number;
  max?: number;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/**
 * Checks that a body is a JSON object and holds only the fields the endpoint knows. Refusing
 * unknown fields is stricter than Mem may be, but it turns a misspelt field into a clear error.
 */
export function jsonObject(body: unknown, known: readonly string[]): Fields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new MemError(400, 'INVALID_REQUEST', 'The request body must be a JSON object.');
  }
  return onlyKnown(body as Fields, known, '');
}

function onlyKnown(fields: Fields, known: readonly string[], prefix: string): Fields {
  for (const name of Object.keys(fields)) {
    if (!known.includes(name)) throw invalidRequest(prefix + name, 'is not a known field.');
  }
  return fields;
}

/** The field's value; `null` counts as absent where Mem's schema allows null. */
function valueOf(fields: Fields, name: string, nullable = true): unknown {
  const value = fields[name];
  if (value !== null) return value;
  if (nullable) return undefined;
  throw invalidRequest(name, 'must not be null.');
}

export function requiredText(fields: Fields, name: string, rule: TextRule): string {
  const value = optionalText(fields, name, { ...rule, nullable: false });
  if (value === undefined) throw invalidRequest(name, 'is required.');
  return value;
}

export function optionalText(fields: Fields, name: string, rule: TextRule): string | undefined {
  const value = valueOf(fields, name, rule.nullable);
  return value === undefined ? undefined : checkText(value, name, rule);
}

function checkText(value: unknown, name: string, rule: TextRule): string {
  if (typeof value !== 'string') throw invalidRequest(name, 'must be a string.');
  if (rule.allowBlank !== true && value.trim() === '') {
    throw invalidRequest(name, 'must not be blank.');
  }
  // Mem counts characters (code points); a string short in UTF-16 units is short in both.
  if (value.length > rule.maxChars && [...value].length > rule.maxChars) {
    throw invalidRequest(name, `must be at most ${rule.maxChars} characters long.`);
  }
  if (rule.maxBytes !== undefined && utf8.encode(value).byteLength > rule.maxBytes) {
    throw invalidRequest(name, `must be at most ${rule.maxBytes} bytes in UTF-8.`);
  }
  return value;
}

export function textList(fields: Fields, name: string, rule: TextRule): string[] | undefined {
  const list = listOf(fields, name, true);
  return list?.map((item, index) => checkText(item, `${name}[${index}]`, rule));
}

export function requiredUuid(fields: Fields, name: string): string {
  const value = optionalUuid(fields, name, false);
  if (value === undefined) throw invalidRequest(name, 'is required.');
  return value;
}

/** A UUID field, lower-cased so that ids compare equal however the caller wrote them. */
export function optionalUuid(fields: Fields, name: string, nullable = true): string | undefined {
  const value = valueOf(fields, name, nullable);
  return value === undefined ? undefined : checkUuid(value, name);
}

function checkUuid(value: unknown, name: string): string {
  if (typeof value !== 'string' || !isUuid(value)) throw invalidRequest(name, 'must be a UUID.');
  return value.toLowerCase();
}

export function uuidList(fields: Fields, name: string, nullable = true): string[] | undefined {
  const list = listOf(fields, name, nullable);
  return list?.map((item, index) => checkUuid(item, `${name}[${index}]`));
}

function listOf(fields: Fields, name: string, nullable: boolean): unknown[] | undefined {
  const value = valueOf(fields, name, nullable);
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalidRequest(name, 'must be an array.');
  return value as unknown[];
}

/** A date-time field, answered in the UTC form the server stores. */
export function optionalTimestamp(
  fields: Fields,
  name: string,
  rule: TimeRule,
): string | undefined {
  const value = valueOf(fields, name);
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(name, 'must be a string.');
  return formatTime(checkTimestamp(value, name, rule));
}

export function requiredTimestamp(fields: Fields, name: string, rule: TimeRule): string {
  const value = optionalTimestamp(fields, name, rule);
  if (value === undefined) throw invalidRequest(name, 'is required.');
  return value;
}

/** Every date-time of a request is RFC 3339, as Mem's schema says (`format: date-time`). */
function checkTimestamp(text: string, name: string, rule: TimeRule): number {
  const ms = parseDateTime(text, true);
  if (ms === undefined) {
    throw invalidRequest(
      name,
      'must be an RFC 3339 date-time, with seconds and a timezone offset, like 2025-04-01T14:30:45Z.',
    );
  }
  if (rule.notInFuture && ms > Date.now()) throw invalidRequest(name, 'must not be in the future.');
  return ms;
}

export function optionalBoolean(
  fields: Fields,
  name: string,
  nullable = true,
): boolean | undefined {
  const value = valueOf(fields, name, nullable);
  if (value === undefined || typeof value === 'boolean') return value;
  throw invalidRequest(name, 'must be true or false.');
}

export function requiredInteger(fields: Fields, name: string, range: IntegerRange): number {
  const value = optionalInteger(fields, name, range, false);
  if (value === undefined) throw invalidRequest(name, 'is required.');
  return value;
}

export function optionalInteger(
  fields: Fields,
  name: string,
  range: IntegerRange,
  nullable = true,
): number | undefined {
  const value = valueOf(fields, name, nullable);
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !inRange(value, range)) {
    throw invalidRequest(name, `must be ${describeRange(range)}.`);
  }
  return value;
}

function inRange(value: number, range: IntegerRange): boolean {
  return Number.isInteger(value) && value >= range.min && value <= (range.max ?? Infinity);
}

function describeRange(range: IntegerRange): string {
  return range.max === undefined
    ? `an integer of at least ${range.min}`
    : `an integer from ${range.min} to ${range.max}`;
}

export function optionalEnum<T extends string>(
  fields: Fields,
  name: string,
  values: readonly T[],
  nullable = true,
): T | undefined {
  const value = valueOf(fields, name, nullable);
  return value === undefined ? undefined : checkEnum(value, name, values);
}

function checkEnum<T extends string>(value: unknown, name: string, values: readonly T[]): T {
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  throw invalidRequest(name, `must be one of ${values.join(', ')}.`);
}

/** A nested options object, such as search's `config`. */
export function optionalObject(
  fields: Fields,
  name: string,
  known: readonly string[],
): Fields | undefined {
  const value = valueOf(fields, name, false);
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidRequest(name, 'must be an object.');
  }
  return onlyKnown(value as Fields, known, `${name}.`);
}

/** Refuses query parameters the endpoint does not know, for the same reason as body fields. */
export function knownQuery(query: URLSearchParams, known: readonly string[]): void {
  for (const name of query.keys()) {
    if (!known.includes(name)) throw invalidRequest(name, 'is not a known query parameter.');
  }
}

export function queryInteger(
  query: URLSearchParams,
  name: string,
  range: IntegerRange,
): number | undefined {
  const text = query.get(name);
  if (text === null) return undefined;
  const value = /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!inRange(value, range)) throw invalidRequest(name, `must be ${describeRange(range)}.`);
  return value;
}

export function queryBoolean(query: URLSearchParams, name: string): boolean {
  const text = query.get(name)?.toLowerCase();
  if (text === undefined || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return true;
  throw invalidRequest(name, 'must be true or false.');
}

export function queryEnum<T extends string>(
  query: URLSearchParams,
  name: string,
  values: readonly T[],
): T | undefined {
  const text = query.get(name);
  return text === null ? undefined : checkEnum(text, name, values);
}

/** A list in the query string, as the parameter repeated: each must be one of `values`. */
export function queryEnumList<T extends string>(
  query: URLSearchParams,
  name: string,
  values: readonly T[],
): T[] | undefined {
  const texts = query.getAll(name);
  return texts.length === 0 ? undefined : texts.map((text) => checkEnum(text, name, values));
}

export function queryUuid(query: URLSearchParams, name: string): string | undefined {
  const text = query.get(name);
  return text === null ? undefined : checkUuid(text, name);
}

/** A date-time filter in the query string; Mem requires the offset on filters. */
export function queryTimestamp(query: URLSearchParams, name: string): number | undefined {
  const text = query.get(name);
  return text === null ? undefined : checkTimestamp(text, name, { notInFuture: false });
}

/** A date-time filter in a JSON body, as epoch milliseconds. */
export function bodyTimeFilter(fields: Fields, name: string): number | undefined {
  const value = valueOf(fields, name);
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(name, 'must be a string.');
  return checkTimestamp(value, name, { notInFuture: false });
}

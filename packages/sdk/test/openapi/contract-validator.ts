// Checks one HTTP exchange with a Mem against Mem's own OpenAPI document (the contract vendored
// in openapi/mem-openapi.json), with JSON Schema 2020-12: the path and query parameters and the
// JSON body of the request, and the JSON body of the answer.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; under NodeNext its default export is the module object.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

type Json = Record<string, unknown>;

/** One request and its answer, as the client sent and received them. */
export interface Exchange {
  method: string;
  url: URL;
  /** The request body's text, or '' when there was none. */
  requestBody: string;
  status: number;
  /** The answer's text. */
  responseBody: string;
}

/** What the checks found wrong, by side. */
export interface Findings {
  /** Where the request breaks the contract. */
  request: string[];
  /** Where the answer breaks the contract. */
  answer: string[];
  /** False when the contract has no such operation, so nothing was checked. */
  documented: boolean;
}

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
  spec: Json;
}

const contractFile = new URL('../../openapi/mem-openapi.json', import.meta.url);
/** The id the contract's schemas are registered under, so `$ref`s resolve from anywhere. */
const schemasId = 'https://memai-sdk.invalid/mem-openapi.json';

function object(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

/** Points every `#/components/schemas/X` at the registered schemas. */
function absoluteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absoluteRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')
        ? `${schemasId}#/$defs/${child.slice('#/components/schemas/'.length)}`
        : absoluteRefs(child),
    ]),
  );
}

export class ContractValidator {
  readonly #ajv = new Ajv2020({ strict: false, allErrors: true });
  readonly #operations: Operation[] = [];
  readonly #compiled = new WeakMap<object, ValidateFunction>();
  /** Mem's error envelope, `{ error_category, error_metadata }`. */
  readonly #errorEnvelope: Json = { $ref: `${schemasId}#/$defs/CoreApi__ApiError` };

  constructor(contract: Json = JSON.parse(readFileSync(contractFile, 'utf8')) as Json) {
    addFormats(this.#ajv);
    const document = object(absoluteRefs(contract));
    this.#ajv.addSchema({
      $id: schemasId,
      $defs: object(object(document['components'])['schemas']),
    });
    for (const [template, item] of Object.entries(object(document['paths']))) {
      for (const [method, spec] of Object.entries(object(item))) {
        const names: string[] = [];
        const source = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
          names.push(name);
          return '([^/]+)';
        });
        const pattern = new RegExp(`^${source}$`);
        this.#operations.push({
          method: method.toUpperCase(),
          template,
          pattern,
          names,
          spec: object(spec),
        });
      }
    }
    // A literal segment wins over a parameter: `/v2/notes/search` is not a note id.
    this.#operations.sort((a, b) => a.names.length - b.names.length);
  }

  /** Whether the contract has an operation for this method and path. */
  documents(method: string, path: string): boolean {
    return this.#operation(method, path) !== undefined;
  }

  /** Checks an exchange; an operation the contract lacks is reported as undocumented. */
  check(exchange: Exchange): Findings {
    const found = this.#operation(exchange.method, exchange.url.pathname);
    if (found === undefined) return { request: [], answer: [], documented: false };
    const { operation, params } = found;
    const name = `${operation.method} ${operation.template}`;
    return {
      request: this.#checkRequest(operation, params, exchange).map((line) => `${name}: ${line}`),
      answer: this.#checkAnswer(operation, exchange).map((line) => `${name}: ${line}`),
      documented: true,
    };
  }

  #operation(method: string, path: string) {
    for (const operation of this.#operations) {
      if (operation.method !== method.toUpperCase()) continue;
      const parts = operation.pattern.exec(path);
      if (parts === null) continue;
      const params: Record<string, string> = {};
      operation.names.forEach((name, index) => {
        params[name] = decodeURIComponent(parts[index + 1] ?? '');
      });
      return { operation, params };
    }
    return undefined;
  }

  #checkRequest(
    operation: Operation,
    params: Record<string, string>,
    exchange: Exchange,
  ): string[] {
    const problems: string[] = [];
    const declared = new Set<string>();
    for (const listed of (operation.spec['parameters'] ?? []) as unknown[]) {
      const parameter = object(listed);
      const where = String(parameter['in']);
      const name = String(parameter['name']);
      if (where !== 'query' && where !== 'path') continue;
      if (where === 'query') declared.add(name);
      const raw = where === 'path' ? params[name] : exchange.url.searchParams.get(name);
      if (raw === undefined || raw === null) {
        if (parameter['required'] === true)
          problems.push(`the ${where} parameter ${name} is missing`);
        continue;
      }
      const schema = object(parameter['schema']);
      // A list goes as the parameter repeated, as Mem's framework reads it; its items are text.
      if (where === 'query' && takesList(schema)) {
        const items = exchange.url.searchParams.getAll(name);
        problems.push(...this.#validate(schema, items, `${where} parameter ${name}`));
        continue;
      }
      const readings = parameterReadings(raw);
      const fits = readings.some((reading) => this.#validate(schema, reading, '').length === 0);
      if (!fits)
        problems.push(...this.#validate(schema, readings.at(-1), `${where} parameter ${name}`));
    }
    for (const name of new Set(exchange.url.searchParams.keys())) {
      if (!declared.has(name)) problems.push(`the query parameter ${name} is not in the contract`);
    }

    const body = object(operation.spec['requestBody']);
    const schema = object(object(object(body['content'])['application/json'])['schema']);
    if (exchange.requestBody === '') {
      if (body['required'] === true) problems.push('the request has no body, which is required');
    } else if (Object.keys(body).length === 0) {
      problems.push('the request has a body, but the operation takes none');
    } else {
      const parsed = parseJson(exchange.requestBody);
      if (!parsed.ok) problems.push('the request body is not JSON');
      else problems.push(...this.#validate(schema, parsed.value, 'request body'));
    }
    return problems;
  }

  #checkAnswer(operation: Operation, exchange: Exchange): string[] {
    const responses = object(operation.spec['responses']);
    const documented = responses[String(exchange.status)];
    const success = exchange.status >= 200 && exchange.status < 300;
    if (documented === undefined) {
      return success ? [`the contract has no ${exchange.status} answer`] : [];
    }
    const schema = object(
      object(object(object(documented)['content'])['application/json'])['schema'],
    );
    if (Object.keys(schema).length === 0) {
      return exchange.responseBody === ''
        ? []
        : [`a ${exchange.status} answer has no body in the contract`];
    }
    const parsed = parseJson(exchange.responseBody);
    if (!parsed.ok) return [`the ${exchange.status} answer is not JSON`];
    const problems = this.#validate(schema, parsed.value, `${exchange.status} answer`);
    // An error status may also carry Mem's general error envelope (a rate limit's 429 where
    // the contract describes only the quota's).
    if (problems.length > 0 && !success && this.#isErrorEnvelope(parsed.value)) return [];
    return problems;
  }

  #isErrorEnvelope(value: unknown): boolean {
    return this.#validate(this.#errorEnvelope, value, '').length === 0;
  }

  #validate(schema: Json, value: unknown, what: string): string[] {
    let validate = this.#compiled.get(schema);
    if (validate === undefined) {
      validate = this.#ajv.compile(schema);
      this.#compiled.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error) => `${what}${error.instancePath} ${error.message ?? 'is not valid'}`,
    );
  }
}

/** Whether a parameter's schema takes an array, alone or as one of its choices. */
function takesList(schema: Json): boolean {
  const choices = Array.isArray(schema['anyOf']) ? (schema['anyOf'] as unknown[]) : [schema];
  return choices.some((choice) => object(choice)['type'] === 'array');
}

/** Lax readings of a boolean in a query string, as Mem's framework (pydantic) reads them. */
const booleanWords: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
  on: true,
  off: false,
};

/**
 * The values a query or path parameter's text can stand for (it is text on the wire, whatever
 * its schema's type), the most specific last.
 */
function parameterReadings(raw: string): unknown[] {
  const readings: unknown[] = [raw];
  if (/^-?\d+(\.\d+)?$/.test(raw)) readings.push(Number(raw));
  const word = booleanWords[raw.toLowerCase()];
  if (word !== undefined) readings.push(word);
  return readings;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

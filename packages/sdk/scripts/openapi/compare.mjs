// Compares two contracts (see contract.mjs) operation by operation: which operations came or
// went, and for each operation that stayed, which parameters and fields of its request body and
// answers came, went or changed. Schemas are compared where operations use them, so a change to
// a shared schema is listed under every operation it reaches.

/** @typedef {Record<string, unknown>} Json */

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Past this depth a field's nested fields are not listed (schemas can refer to themselves). */
const maxDepth = 8;

/**
 * @param {unknown} value
 * @returns {Json}
 */
function object(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? /** @type {Json} */ (value)
    : {};
}

/**
 * Follows a local `$ref` (`#/components/schemas/Name`).
 *
 * @param {Json} document
 * @param {Json} schema
 * @returns {Json}
 */
function resolve(document, schema) {
  const ref = schema['$ref'];
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  /** @type {unknown} */
  let target = document;
  for (const part of ref.slice(2).split('/')) {
    target = object(target)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return object(target);
}

/**
 * One line that describes a schema's own constraints, without its nested fields.
 *
 * @param {Json} document
 * @param {Json} schema
 * @returns {string}
 */
function describe(document, schema) {
  const own = resolve(document, schema);
  const branches = /** @type {unknown[]} */ (own['anyOf'] ?? own['oneOf'] ?? own['allOf'] ?? []);
  const parts = [];
  if (branches.length > 0) {
    const joiner = own['allOf'] !== undefined ? ' & ' : ' | ';
    parts.push(branches.map((branch) => describe(document, object(branch))).join(joiner));
  }
  if (own['type'] !== undefined) parts.push(String(own['type']));
  if (own['type'] === 'array') parts.push(`of ${describe(document, object(own['items']))}`);
  for (const keyword of [
    'format',
    'enum',
    'const',
    'default',
    'minimum',
    'maximum',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'pattern',
    'deprecated',
  ]) {
    if (own[keyword] !== undefined) parts.push(`${keyword} ${JSON.stringify(own[keyword])}`);
  }
  return parts.join(' ') || 'any';
}

/**
 * Every field a schema holds, by its dotted path (`items[]` for an array's items), each with
 * its description and whether it is required.
 *
 * @param {Json} document
 * @param {Json} schema
 * @param {string} at
 * @param {Map<string, string>} fields
 * @param {number} depth
 */
function collectFields(document, schema, at, fields, depth) {
  if (depth > maxDepth) return;
  const own = resolve(document, schema);
  const branches = /** @type {unknown[]} */ (own['anyOf'] ?? own['oneOf'] ?? own['allOf'] ?? []);
  for (const branch of branches) collectFields(document, object(branch), at, fields, depth + 1);
  if (own['type'] === 'array') {
    collectFields(document, object(own['items']), `${at}[]`, fields, depth + 1);
  }
  const required = new Set(/** @type {unknown[]} */ (own['required'] ?? []));
  for (const [name, child] of Object.entries(object(own['properties']))) {
    const path = at === '' ? name : `${at}.${name}`;
    const mark = required.has(name) ? 'required' : 'optional';
    fields.set(path, `${mark} ${describe(document, object(child))}`);
    collectFields(document, object(child), path, fields, depth + 1);
  }
}

/**
 * The fields of one operation: its parameters, its JSON request body and its JSON answers.
 *
 * @param {Json} document
 * @param {Json} operation
 * @returns {Map<string, string>}
 */
function operationFields(document, operation) {
  /** @type {Map<string, string>} */
  const fields = new Map();
  for (const listed of /** @type {unknown[]} */ (operation['parameters'] ?? [])) {
    const parameter = resolve(document, object(listed));
    const mark = parameter['required'] === true ? 'required' : 'optional';
    const schema = object(parameter['schema']);
    fields.set(
      `${parameter['in']} parameter ${parameter['name']}`,
      `${mark} ${describe(document, schema)}`,
    );
  }
  const body = object(object(object(operation['requestBody'])['content'])['application/json']);
  if (body['schema'] !== undefined) {
    collectFields(document, object(body['schema']), 'request body', fields, 0);
  }
  for (const [status, listed] of Object.entries(object(operation['responses']))) {
    const answer = object(object(resolve(document, object(listed))['content'])['application/json']);
    fields.set(`answer ${status}`, answer['schema'] === undefined ? 'no JSON body' : 'JSON');
    if (answer['schema'] !== undefined) {
      collectFields(document, object(answer['schema']), `answer ${status}`, fields, 0);
    }
  }
  return fields;
}

/**
 * Every operation of a contract, as `METHOD /path`.
 *
 * @param {Json} document
 * @returns {Map<string, Json>}
 */
function operations(document) {
  /** @type {Map<string, Json>} */
  const found = new Map();
  for (const [path, item] of Object.entries(object(document['paths']))) {
    for (const method of methods) {
      const operation = object(item)[method];
      if (operation !== undefined) found.set(`${method.toUpperCase()} ${path}`, object(operation));
    }
  }
  return found;
}

/**
 * What changed from `before` to `after`, one line each, grouped by operation; empty when the
 * two contracts agree on every operation.
 *
 * @param {Json} before
 * @param {Json} after
 * @returns {string[]}
 */
export function compareContracts(before, after) {
  const old = operations(before);
  const now = operations(after);
  const lines = [];
  for (const name of [...new Set([...old.keys(), ...now.keys()])].sort()) {
    const was = old.get(name);
    const is = now.get(name);
    if (was === undefined) {
      lines.push(`+ ${name}: a new operation`);
      continue;
    }
    if (is === undefined) {
      lines.push(`- ${name}: removed`);
      continue;
    }
    const wasFields = operationFields(before, was);
    const isFields = operationFields(after, is);
    const changes = [];
    for (const field of [...new Set([...wasFields.keys(), ...isFields.keys()])].sort()) {
      const from = wasFields.get(field);
      const to = isFields.get(field);
      if (from === to) continue;
      if (from === undefined) changes.push(`    + ${field}: ${to}`);
      else if (to === undefined) changes.push(`    - ${field}: was ${from}`);
      else changes.push(`    ~ ${field}: ${from} → ${to}`);
    }
    if (changes.length > 0) lines.push(`~ ${name}`, ...changes);
  }
  return lines;
}

// Mem's OpenAPI document, reduced to its contract: every path, operation, parameter, schema,
// type, format, limit, enum and default, without the prose (descriptions, summaries, examples
// and code samples). The repository keeps only this reduction, since it copies no one's prose;
// the vendoring script and the comparison script reduce a fresh copy the same way.

/** Keywords whose text is prose, dropped wherever they stand as keywords. */
const proseKeywords = new Set(['description', 'summary', 'example', 'examples', 'x-codeSamples']);

/**
 * Keywords whose value is a map from names to objects (properties, paths, status codes…), so
 * that a property that happens to be called `description` is kept.
 */
const nameMaps = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'schemas',
  'paths',
  'responses',
  'headers',
  'content',
  'securitySchemes',
  'requestBodies',
  'parameters',
  'dependentSchemas',
]);

/** Keywords whose value is data (an allowed value, a default), copied as it is. */
const dataKeywords = new Set(['enum', 'const', 'default', 'mapping', 'required']);

/**
 * @param {unknown} value
 * @param {string | undefined} keyword The keyword `value` stands under, if any.
 * @returns {unknown}
 */
function reduce(value, keyword) {
  if (Array.isArray(value)) return value.map((item) => reduce(item, undefined));
  if (typeof value !== 'object' || value === null) return value;
  /** @type {Record<string, unknown>} */
  const kept = {};
  for (const [key, child] of Object.entries(value)) {
    // Under a name map every key is a name; `parameters` is a list in operations and a map in
    // components, and only maps hold names.
    if (keyword !== undefined && nameMaps.has(keyword)) {
      kept[key] = reduce(child, undefined);
    } else if (proseKeywords.has(key)) {
      continue;
    } else {
      kept[key] = dataKeywords.has(key) ? child : reduce(child, key);
    }
  }
  return kept;
}

/**
 * The contract of an OpenAPI document: a copy without its prose.
 *
 * @param {unknown} document An OpenAPI 3.1 document, as parsed JSON.
 * @returns {Record<string, unknown>}
 */
export function contractOf(document) {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new TypeError('An OpenAPI document is a JSON object.');
  }
  const openapi = /** @type {Record<string, unknown>} */ (document)['openapi'];
  if (typeof openapi !== 'string' || !openapi.startsWith('3.1')) {
    throw new TypeError(`Expected an OpenAPI 3.1 document, but its "openapi" is ${openapi}.`);
  }
  return /** @type {Record<string, unknown>} */ (reduce(document, undefined));
}

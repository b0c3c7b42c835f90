// The tools of `memai mcp` hold Mem's limits: every input field named after a parameter or body
// field of the call the tool makes has exactly that field's limits in Mem's OpenAPI document
// (lengths, ranges, enums, formats), and every other field is one the tool adds on purpose.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import { memTools } from '../src/mcp/tools/index.js';

type JsonSchema = Record<string, unknown> & {
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  items?: JsonSchema;
};

const openApi = JSON.parse(
  readFileSync(new URL('../../sdk/openapi/mem-openapi.json', import.meta.url), 'utf8'),
) as {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<JsonSchema>;
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
  components: { schemas: Record<string, JsonSchema> };
};

/** A schema with its references followed and its `allOf` merged. */
function resolved(schema: JsonSchema): JsonSchema {
  if (schema.$ref !== undefined) {
    return resolved(openApi.components.schemas[schema.$ref.split('/').pop() ?? ''] ?? {});
  }
  if (schema.allOf === undefined) return schema;
  return Object.assign({}, ...schema.allOf.map(resolved), without(schema, 'allOf')) as JsonSchema;
}

/** A field's schema without null: Mem's optional fields are `anyOf: [schema, null]`. */
function nonNull(schema: JsonSchema): JsonSchema {
  const plain = resolved(schema);
  const options = plain.anyOf?.map(resolved).filter((option) => option.type !== 'null');
  return options?.length === 1 && options[0] !== undefined
    ? { ...options[0], ...without(plain, 'anyOf') }
    : plain;
}

const without = (schema: JsonSchema, key: string) =>
  Object.fromEntries(Object.entries(schema).filter(([name]) => name !== key));

/** The parameters and body fields of the calls, by name. */
function apiFields(calls: readonly string[]): Map<string, JsonSchema> {
  const fields = new Map<string, JsonSchema>();
  for (const call of calls) {
    const [method = '', path = ''] = call.split(' ');
    const operation = openApi.paths[path]?.[method.toLowerCase()];
    expect(operation, `${call} is in Mem's OpenAPI document`).toBeDefined();
    for (const parameter of operation?.parameters ?? []) {
      const { name, schema } = resolved(parameter) as { name: string; schema: JsonSchema };
      fields.set(name, nonNull(schema));
    }
    const body = operation?.requestBody?.content['application/json']?.schema;
    const properties = (body === undefined ? {} : (resolved(body).properties ?? {})) as Record<
      string,
      JsonSchema
    >;
    for (const [name, schema] of Object.entries(properties)) fields.set(name, nonNull(schema));
  }
  return fields;
}

/** The limits a schema sets, in the terms both JSON Schemas use. */
function limitsOf(schema: JsonSchema): Record<string, unknown> {
  const limits: Record<string, unknown> = {};
  for (const key of ['maxLength', 'minimum', 'maximum', 'format', 'maxItems', 'minItems']) {
    // zod gives every integer JavaScript's safe range, which is no limit of Mem's.
    const value = schema[key];
    if (value !== undefined && Math.abs(Number(value)) !== Number.MAX_SAFE_INTEGER) {
      limits[key] = value;
    }
  }
  if (Array.isArray(schema.enum)) limits.enum = [...(schema.enum as string[])].sort();
  if (schema.type !== undefined) limits.type = schema.type;
  if (schema.items !== undefined) limits.items = limitsOf(nonNull(schema.items));
  return limits;
}

/** Fields a tool adds to Mem's: its paging cursor, and what its own job needs. */
const ownFields: Record<string, readonly string[]> = {
  search_notes: ['cursor', 'include_note_content'],
  search_notes_and_files: ['cursor'],
  edit_note: ['old_text', 'new_text'],
  append_to_note: ['text', 'at_start'],
};

describe('the tools’ input schemas', () => {
  it.each(memTools.map((tool) => [tool.name, tool] as const))(
    '%s has the limits of Mem’s fields',
    (_, tool) => {
      const fields = apiFields(tool.calls);
      const input = z.toJSONSchema(z.object(tool.input)) as {
        properties: Record<string, JsonSchema>;
      };
      for (const [name, schema] of Object.entries(input.properties)) {
        const api = fields.get(name);
        if (api === undefined) {
          expect(
            name === 'cursor' || ownFields[tool.name]?.includes(name),
            `${tool.name}.${name} is not a field of ${tool.calls.join(', ')}`,
          ).toBe(true);
          continue;
        }
        // Mem writes `minimum: 1` for a page size as `anyOf`, and leaves `default` out of limits.
        const expected = limitsOf(api);
        const actual = limitsOf(schema);
        expect(actual, `${tool.name}.${name}`).toEqual(expected);
      }
    },
  );
});

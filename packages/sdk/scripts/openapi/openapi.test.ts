import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareContracts } from './compare.mjs';
import { contractOf } from './contract.mjs';
import { contractPath } from './paths.mjs';

/** A small OpenAPI document with one operation, and prose where `withProse` asks for it. */
function documentWith(
  noteFields: Record<string, unknown>,
  required: string[] = ['id'],
  withProse = false,
) {
  const prose = (text: string) => (withProse ? { description: text } : {});
  return {
    openapi: '3.1.0',
    info: { title: 'Mem', version: '1', ...prose('Prose about the API.') },
    paths: {
      '/v2/notes/{note_id}': {
        get: {
          ...(withProse ? { summary: 'Get a note' } : {}),
          parameters: [{ in: 'path', name: 'note_id', required: true, schema: { type: 'string' } }],
          responses: {
            '200': {
              ...prose('OK'),
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/Note' } },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: { Note: { type: 'object', properties: noteFields, required } },
    },
  };
}

describe('the vendored OpenAPI contract', () => {
  it('keeps the schema and drops the prose, but not a field named description', () => {
    const contract = contractOf(
      documentWith(
        {
          id: { type: 'string', format: 'uuid', description: 'The note id.' },
          description: { type: 'string', example: 'A field, not prose.' },
        },
        ['id'],
        true,
      ),
    );
    expect(contract).toEqual(
      documentWith({
        id: { type: 'string', format: 'uuid' },
        description: { type: 'string' },
      }),
    );
    expect(JSON.stringify(contract)).not.toMatch(/Prose about|Get a note|The note id|"OK"/);
  });

  it('refuses a document that is not OpenAPI 3.1', () => {
    expect(() => contractOf({ swagger: '2.0' })).toThrow('Expected an OpenAPI 3.1 document');
  });

  it('lists the fields that came, went or changed, under each operation that reaches them', () => {
    const before = contractOf(
      documentWith({
        id: { type: 'string' },
        title: { type: 'string' },
        version: { type: 'integer' },
      }),
    );
    const after = contractOf(
      documentWith(
        {
          id: { type: 'string' },
          title: { type: 'string', maxLength: 200 },
          url: { type: 'string' },
        },
        ['id', 'url'],
      ),
    );
    expect(compareContracts(before, after)).toEqual([
      '~ GET /v2/notes/{note_id}',
      '    ~ answer 200.title: optional string → optional string maxLength 200',
      '    + answer 200.url: required string',
      '    - answer 200.version: was optional integer',
    ]);
  });

  it('lists operations that came and went', () => {
    const before = contractOf(documentWith({ id: { type: 'string' } }));
    const after = structuredClone(before) as { paths: Record<string, unknown> };
    after.paths['/v2/notes'] = { post: { responses: {} } };
    delete after.paths['/v2/notes/{note_id}'];
    expect(compareContracts(before, after)).toEqual([
      '- GET /v2/notes/{note_id}: removed',
      '+ POST /v2/notes: a new operation',
    ]);
  });

  it('finds nothing changed between the vendored contract and itself', () => {
    const vendored = JSON.parse(readFileSync(contractPath, 'utf8'));
    expect(compareContracts(vendored, contractOf(vendored))).toEqual([]);
  });

  it('has wire types generated from the vendored contract as it is now', () => {
    // openapi-typescript's --check regenerates in memory and fails when the file differs.
    expect(() =>
      execFileSync('npm', ['run', '--silent', 'openapi:types', '--', '--check'], {
        cwd: new URL('../..', import.meta.url),
        stdio: 'pipe',
      }),
    ).not.toThrow();
  }, 60_000);
});

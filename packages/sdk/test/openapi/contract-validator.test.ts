import { describe, expect, it } from 'vitest';
import { ContractValidator } from './contract-validator.js';

const validator = new ContractValidator();
const noteId = '5e29c8a2-c73b-476b-9311-e2579712d4b1';

function exchange(method: string, path: string, request: unknown, status: number, answer: unknown) {
  return {
    method,
    url: new URL(`http://127.0.0.1${path}`),
    requestBody: request === undefined ? '' : JSON.stringify(request),
    status,
    responseBody: JSON.stringify(answer),
  };
}

describe('the check of an exchange against Mem’s OpenAPI document', () => {
  it('reports an answer that lacks a field Mem’s schema requires', () => {
    const findings = validator.check(
      exchange('POST', '/v1/mem-it', { input: 'x' }, 200, {
        request_id: 'r',
        status: 'completed',
        operations: [
          {
            type: 'added-note-to-collection',
            note_id: noteId,
            collection_id: noteId,
            collection_title: 'Inbox',
          },
        ],
      }),
    );
    expect(findings.answer).toContain(
      "POST /v1/mem-it: 200 answer/operations/0 must have required property 'note_title'",
    );
  });

  it('reports a date alone where Mem’s schema asks for a date-time', () => {
    const findings = validator.check(
      exchange('POST', '/v1/notes', { content: 'x', created_at: '2025-04-01' }, 400, {}),
    );
    expect(findings.request).toContain(
      'POST /v1/notes: request body/created_at must match format "date-time"',
    );
  });

  it('reports a query parameter out of range and one the operation does not take', () => {
    const findings = validator.check(
      exchange('GET', '/v2/notes?limit=500&colour=red', undefined, 400, {}),
    );
    expect(findings.request).toEqual(
      expect.arrayContaining([
        'GET /v2/notes: query parameter limit must be <= 100',
        'GET /v2/notes: the query parameter colour is not in the contract',
      ]),
    );
  });

  it('reads query booleans as Mem’s framework does', () => {
    const findings = validator.check(
      exchange('GET', '/v2/notes?include_note_content=1', undefined, 200, {
        request_id: 'r',
        results: [],
        total: 0,
        next_page: null,
      }),
    );
    expect(findings.request).toEqual([]);
  });

  it('accepts Mem’s error envelope for an error the contract does not describe', () => {
    const envelope = {
      error_category: 'CLIENT_ERROR',
      error_metadata: { error_kind: 'RATE_LIMITED', message: 'Slow down.', request_id: 'r' },
    };
    const findings = validator.check(
      exchange('POST', '/v2/notes', { content: 'x' }, 429, envelope),
    );
    expect(findings.answer).toEqual([]);
  });

  it('leaves an operation the contract lacks unchecked, and says so', () => {
    expect(validator.check(exchange('GET', '/v9/nothing', undefined, 200, {}))).toEqual({
      request: [],
      answer: [],
      documented: false,
    });
  });
});

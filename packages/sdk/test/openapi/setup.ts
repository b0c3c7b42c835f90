// Every exchange a test has with a local Mem is checked against Mem's OpenAPI document: the
// local Mem's answers must be what Mem's schema says Mem sends, and a request Mem's schema
// rejects must neither come from the SDK nor be accepted by the local Mem. Whatever breaks the
// contract fails the test that caused it, with the contract's own words.
//
// Answers a test injected on purpose (`server.fail(...)`, marked by the local Mem's
// `X-Local-Mem-Fault` header) are left unchecked: they are meant to break the contract.
import { afterEach, expect } from 'vitest';
import { isLocalMem } from '../mem-front.js';
import { ContractValidator, type Exchange } from './contract-validator.js';

const validator = new ContractValidator();
const originalFetch = globalThis.fetch;
/** Checks still reading an answer's body, and what the finished ones found. */
let pending: Promise<void>[] = [];
let breaches: string[] = [];

globalThis.fetch = async (input, init) => {
  const request = input instanceof Request ? input : undefined;
  const url = new URL(request?.url ?? String(input));
  // Sent at once, as the caller asked: the check must not delay a request (tests abort them).
  const answer = originalFetch(input, init);
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  // Only Mem's API is in the contract: not another host, nor the local Mem's file links.
  if (!isLocalMem(url) || !validator.documents(method, url.pathname)) return answer;
  // The SDK and the tests send bodies as text; a body in a Request object is not checked.
  const requestBody = typeof init?.body === 'string' ? init.body : '';
  const headers = new Headers(init?.headers ?? request?.headers);
  const fromSdk = headers.get('user-agent')?.startsWith('memai-sdk/') === true;
  const response = await answer;
  if (response.headers.has('x-local-mem-fault')) return response;
  // Read a copy of the answer on the side, so that the caller's streaming and timeouts are
  // untouched; an answer whose reading fails (an aborted call) is not checked.
  pending.push(
    response
      .clone()
      .text()
      .then(
        (responseBody) =>
          record({ method, url, requestBody, status: response.status, responseBody }, fromSdk),
        () => undefined,
      ),
  );
  return response;
};

function record(exchange: Exchange, fromSdk: boolean): void {
  const findings = validator.check(exchange);
  const accepted = exchange.status >= 200 && exchange.status < 300;
  if (fromSdk || accepted) breaches.push(...findings.request);
  breaches.push(...findings.answer);
}

afterEach(async () => {
  const checks = pending;
  pending = [];
  await Promise.all(checks);
  const found = breaches;
  breaches = [];
  expect(found, 'exchanges that break Mem’s OpenAPI document').toEqual([]);
});

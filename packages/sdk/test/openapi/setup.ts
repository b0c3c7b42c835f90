// Every exchange a test has with a local Mem is checked against Mem's OpenAPI document: the
// local Mem's answers must be what Mem's schema says Mem sends, and a request Mem's schema
// rejects must neither come from the SDK nor be accepted by the local Mem. Whatever breaks the
// contract fails the test that caused it, with the contract's own words.
//
// Answers a test injected on purpose (`server.fail(...)`, marked by the local Mem's
// `X-Local-Mem-Fault` header) are left unchecked: they are meant to break the contract.
import { afterEach, expect } from 'vitest';
import { ContractValidator, type Exchange } from './contract-validator.js';

const validator = new ContractValidator();
const originalFetch = globalThis.fetch;
/** Checks still reading an answer's body, and what the finished ones found. */
let pending: Promise<void>[] = [];
let breaches: string[] = [];

globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (url.hostname !== '127.0.0.1') return originalFetch(request);
  const requestBody = await request.clone().text();
  const response = await originalFetch(request);
  if (response.headers.has('x-local-mem-fault')) return response;
  const fromSdk = request.headers.get('user-agent')?.startsWith('memai-sdk/') === true;
  // Read a copy of the answer on the side, so that the caller's streaming and timeouts are
  // untouched; an answer whose reading fails (an aborted call) is not checked.
  const copy = response.clone();
  pending.push(
    copy.text().then(
      (responseBody) =>
        record(
          { method: request.method, url, requestBody, status: response.status, responseBody },
          fromSdk,
        ),
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

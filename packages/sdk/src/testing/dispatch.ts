// What the server answers to a request that no fault intercepted: authentication, then the rate
// limits, then routing, the plan quota and the route itself. Every answer, error or not, carries
// the rate-limit headers when limits are on.
import { MemError, errorEnvelope } from './errors.js';
import type { Quota } from './quota.js';
import type { RateLimiter } from './rate-limits.js';
import type { Router } from './router.js';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export interface Pipeline {
  apiKey: string;
  router: Router;
  limiter: RateLimiter | undefined;
  quota: Quota | undefined;
}

export interface Call {
  method: string;
  /** Without the query string. */
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
  requestId: string;
  later(action: () => void, delayMs: number): void;
}

export function dispatch(pipeline: Pipeline, call: Call): Reply {
  const now = Date.now();
  const reply = decide(pipeline, call, now);
  if (pipeline.limiter !== undefined) Object.assign(reply.headers, pipeline.limiter.headers(now));
  return reply;
}

function decide({ apiKey, router, limiter, quota }: Pipeline, call: Call, now: number): Reply {
  const fail = (error: MemError, headers: Record<string, string> = {}): Reply => ({
    status: error.status,
    headers,
    body: errorEnvelope(error.status, error.kind, error.message, call.requestId),
  });

  // A request without the key is not counted against anyone's limits.
  const token = /^Bearer +(.+)$/i.exec(call.authorization ?? '')?.[1];
  if (token !== apiKey) {
    return fail(new MemError(401, 'NOT_AUTHORIZED', 'The API key is missing or not valid.'));
  }

  const match = router.match(call.method, call.path);
  const route = match !== undefined && 'found' in match ? match.found : undefined;
  const wait = limiter?.charge(route?.cost ?? 1, now);
  if (wait !== undefined) {
    return fail(
      new MemError(429, 'RATE_LIMITED', `Too many requests; try again in ${wait} seconds.`),
      { 'Retry-After': String(wait) },
    );
  }
  if (match === undefined) {
    return fail(new MemError(404, 'NOT_FOUND', `There is no ${call.method} ${call.path}.`));
  }
  if (!('found' in match)) {
    return fail(
      new MemError(405, 'METHOD_NOT_ALLOWED', `${call.path} does not take ${call.method}.`),
      { Allow: match.allowed.join(', ') },
    );
  }

  const refusal = match.found.creates === true ? quota?.refusal(now) : undefined;
  if (refusal !== undefined) return { status: 429, headers: refusal.headers, body: refusal.body };

  try {
    const body = match.found.handle({
      params: match.params,
      query: call.query,
      body: call.body,
      later: call.later,
    });
    if (match.found.creates === true) quota?.use(now);
    return { status: 200, headers: {}, body: { request_id: call.requestId, ...body } };
  } catch (error) {
    if (error instanceof MemError) return fail(error);
    throw error;
  }
}

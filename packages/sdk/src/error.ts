/**
 * The error every failed `MemClient` call rejects with. Recognise it with
 * `MemClient.isApiError(error)`.
 *
 * | `code` | `status` | when |
 * | --- | --- | --- |
 * | the API's own code, for example `'invalid_request'` | the HTTP status | the API answered with an error body |
 * | `'bad_request'`, `'unauthorized'`, `'not_found'`, `'rate_limited'`, `'server_error'`, … | the HTTP status | the API answered with an error status and no usable body |
 * | `'invalid_response'` | the HTTP status | a success status whose body was not the JSON promised |
 * | `'timeout'` | `0` | an attempt took longer than `timeout` |
 * | `'network_error'` | `0` | no response came: the connection was refused, dropped or never made |
 * | `'aborted'` | `0` | the caller's `AbortSignal` fired |
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key', baseUrl: 'http://127.0.0.1:9', maxRetries: 0 });
 * try {
 *   await client.deleteNote('5e29c8a2-c73b-476b-9311-e2579712d4b1');
 * } catch (error) {
 *   if (MemClient.isApiError(error)) {
 *     console.log(error.status, error.code, error.retryable);
 *   }
 * }
 * ```
 */
export type MemApiError = Error & {
  /** Always `'MemApiError'`, so that errors from another realm can still be recognised. */
  readonly name: 'MemApiError';
  /** The HTTP status of the response, or `0` when no response came. */
  readonly status: number;
  /** A stable, machine-readable code: the API's own, or one the client derived. */
  readonly code: string;
  /** The API's request id, when the response carried one. */
  readonly requestId?: string;
  /** Whether the same request could succeed if tried again later. */
  readonly retryable: boolean;
  /** The underlying failure, for example the network error or the `SyntaxError` of a bad body. */
  readonly cause?: unknown;
};

// What startMemServer takes and gives, in every runtime: on node:http (server.ts), and where
// there is none (testing-web.ts), which answers at the same kind of address through its fetch.
import type { LocalMem, LocalMemOptions } from './mem-core.js';

/**
 * Options for `startMemServer()`: those of every local Mem, and the port; every field is
 * optional.
 *
 * @example
 * ```ts
 * import { startMemServer, type MemServerOptions } from 'memai-sdk/testing';
 *
 * const options: MemServerOptions = { port: 0, quota: 3 };
 * const server = await startMemServer(options);
 * await server.close();
 * ```
 * @group Local Mem
 */
export interface MemServerOptions extends LocalMemOptions {
  /**
   * The port to listen on; the server always listens on 127.0.0.1.
   *
   * @defaultValue `0` (a free port)
   */
  port?: number;
}

/**
 * A running local Mem, from `startMemServer()`: a {@link LocalMem} that also listens on
 * 127.0.0.1, so that any HTTP client can reach it at its `url`.
 *
 * @example
 * ```ts
 * import { startMemServer, type MemServer } from 'memai-sdk/testing';
 *
 * const server: MemServer = await startMemServer();
 * server.fail({ method: 'GET', path: '/v2/notes', status: 503 });
 * const response = await fetch(`${server.url}/v2/notes`, {
 *   headers: { Authorization: `Bearer ${server.apiKey}` },
 * });
 * console.log(response.status, server.requests.length); // 503 1
 * await server.close();
 * ```
 * @group Local Mem
 */
export interface MemServer extends LocalMem {
  /**
   * The server's origin, such as `http://127.0.0.1:43123`, for `new MemClient({ baseUrl })`.
   * Its `fetch` answers at this origin too, without going through the socket.
   */
  readonly url: string;
}

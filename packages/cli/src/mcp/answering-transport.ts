// Standard input and output as the server's transport, which can say when every request that
// came in has had its answer: input may end right after a request (`printf … | memai mcp`), and
// the server must answer it before it closes.
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';

export class AnsweringTransport implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?:
    (<T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void) | undefined;

  readonly #stdio: StdioServerTransport;
  /** The ids of the requests not answered yet. */
  readonly #open = new Set<string | number>();
  #allAnswered: (() => void) | undefined;

  constructor(stdin: Readable, stdout: Writable) {
    this.#stdio = new StdioServerTransport(stdin, stdout);
    this.#stdio.onclose = () => this.onclose?.();
    this.#stdio.onerror = (error) => this.onerror?.(error);
    this.#stdio.onmessage = (message) => {
      if ('method' in message && 'id' in message) this.#open.add(message.id);
      this.onmessage?.(message);
    };
  }

  start(): Promise<void> {
    return this.#stdio.start();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    await this.#stdio.send(message);
    if (!('method' in message) && 'id' in message && message.id !== undefined) {
      this.#open.delete(message.id);
      if (this.#open.size === 0) this.#allAnswered?.();
    }
  }

  /** Resolves once every request received so far has been answered. */
  answered(): Promise<void> {
    if (this.#open.size === 0) return Promise.resolve();
    return new Promise((resolve) => (this.#allAnswered = resolve));
  }

  close(): Promise<void> {
    return this.#stdio.close();
  }
}

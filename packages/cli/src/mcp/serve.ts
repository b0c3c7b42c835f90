// `memai mcp` at work: the server on standard input and output until the assistant closes its
// input. Only protocol messages go to standard output; what memai has to say goes to standard
// error.
import { connect } from '../auth/connection.js';
import type { GlobalOptions } from '../auth/connection.js';
import { io } from '../io/run.js';
import { AnsweringTransport } from './answering-transport.js';
import { memMcpServer, toolsChosen } from './server.js';

/** What `memai mcp` takes: commands/mcp.ts declares each option. */
export interface McpOptions extends Pick<GlobalOptions, 'baseUrl'> {
  /** Offer only the tools that change nothing. */
  readOnly?: true | undefined;
  /** Offer only these tools. */
  tools?: string[] | undefined;
}

export async function serveMcp(options: McpOptions): Promise<void> {
  // A wrong tool name or a missing key ends the command before any protocol message.
  const offered = toolsChosen({ readOnly: options.readOnly, tools: options.tools });
  const client = await connect(options);
  const { stdin, stdout, stderr } = io();
  const server = memMcpServer(client, offered);
  const transport = new AnsweringTransport(stdin, stdout);
  const ended = new Promise<void>((resolve) => stdin.once('end', resolve));
  await server.connect(transport);
  stderr.write(
    `memai mcp: ${offered.length} tools for the Mem at ${client.config.baseUrl}, on standard input and output.\n`,
  );
  await ended;
  // Input that ends right after a request (`printf … | memai mcp`) still gets every answer.
  await transport.answered();
  await server.close();
}

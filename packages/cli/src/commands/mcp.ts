// `memai mcp`: Mem for AI assistants, as a Model Context Protocol server on standard input and
// output. The server (../mcp/) and the protocol's SDK are loaded only when it runs.
import { Command } from '@commander-js/extra-typings';
import { baseUrlOption, example } from '../command.js';
import type { McpOptions } from '../mcp/serve.js';

const declare = () =>
  new Command('mcp')
    .summary('Serve Mem to AI assistants over MCP.')
    .description(
      'Serve Mem to an AI assistant (Claude, Cursor, VS Code…) as a Model Context Protocol server on standard input and output, with the API key memai finds (MEM_API_KEY, then `memai auth login`). Messages go to standard output, anything else to standard error.',
    )
    .option('--read-only', 'offer only the tools that change nothing')
    .option('--tools <names>', 'offer only these tools, comma-separated', (text) =>
      text
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    )
    .addOption(baseUrlOption());

export function mcpCommand() {
  return example(
    declare().action(async (options: McpOptions) =>
      (await import('../mcp/serve.js')).serveMcp(options),
    ),
    'memai mcp --read-only',
    'memai mcp --tools search_notes,get_note,append_to_note',
  );
}

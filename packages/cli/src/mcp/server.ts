// The MCP server `memai mcp` runs: Mem's tools over one client, and each note as a resource an
// assistant can attach. Everything of the protocol is the MCP SDK's; this file only says what
// the server offers.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { MemClient } from 'memai-sdk';
import { CliError } from '../errors.js';
import { cliVersion } from '../version.js';
import { failedCall } from './failure.js';
import { annotationsOf, type MemTool } from './tool.js';
import { memTools } from './tools/index.js';

export interface ServerChoices {
  /** Offer only the tools that change nothing. */
  readOnly?: boolean | undefined;
  /** Offer only these tools, by name. */
  tools?: readonly string[] | undefined;
}

/** The tools to offer: all of them, those named, and only the read-only ones with `readOnly`. */
export function toolsChosen({ readOnly = false, tools }: ServerChoices): MemTool[] {
  if (tools !== undefined) {
    const unknown = tools.filter((name) => !memTools.some((known) => known.name === name));
    if (unknown.length > 0) {
      throw new CliError(
        `${unknown.map((name) => `"${name}"`).join(', ')} is not a tool of memai mcp; the tools are ${memTools.map(({ name }) => name).join(', ')}`,
        'usage',
      );
    }
  }
  return memTools.filter(
    (offered) =>
      (tools === undefined || tools.includes(offered.name)) && (!readOnly || offered.readOnly),
  );
}

/** The server, offering `tools` (as toolsChosen picks them) over `client`. */
export function memMcpServer(client: MemClient, tools: readonly MemTool[]): McpServer {
  const server = new McpServer(
    { name: 'memai', title: 'Mem (memai)', version: cliVersion() },
    {
      instructions:
        'Tools for the user’s Mem (mem.ai): their notes, collections and what Mem’s assistant keeps. Lists come a page at a time: pass a page’s `next_cursor` as `cursor` for the next.',
    },
  );
  for (const offered of tools) {
    server.registerTool(
      offered.name,
      {
        title: offered.title,
        description: offered.description,
        inputSchema: offered.input,
        outputSchema: offered.output,
        annotations: annotationsOf(offered),
      },
      async (input: Record<string, unknown>) => {
        try {
          const structuredContent = (await offered.run(client, input)) as Record<string, unknown>;
          return {
            structuredContent,
            content: [{ type: 'text', text: JSON.stringify(structuredContent, null, 2) }],
          };
        } catch (error) {
          return failedCall(error);
        }
      },
    );
  }
  server.registerResource(
    'note',
    new ResourceTemplate('mem://notes/{id}', {
      // The most recently changed notes, for an assistant's picker; any other is read by its id.
      list: async () => {
        const page = await client.notes.list({ limit: 50 });
        return {
          resources: page.results.map((listed) => ({
            uri: `mem://notes/${listed.id}`,
            name: listed.title,
            mimeType: 'text/markdown',
          })),
        };
      },
    }),
    {
      title: 'A note',
      description: 'A note’s Markdown, by its id.',
      mimeType: 'text/markdown',
    },
    async (uri, { id }) => {
      const found = await client.notes.get(String(id));
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: found.content }] };
    },
  );
  return server;
}

// The assistants' configurations on the AI assistants page start a server that works: each JSON
// snippet's command and arguments, and Claude Code's command after its `--`, are started as the
// assistant would start them, with the built `memai` on the PATH, and an MCP client completes an
// initialize and a tools/call through them against a local Mem.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMemServer } from '../../packages/sdk/src/testing.js';
import { repoRoot } from '../src/program-runner/program-pages.js';
import { memaiOnPath } from './code-samples/run-shell-page.js';

const page = 'website/docs/cli/ai-assistants.md';

type Code = { lang: string; meta: string; value: string };

/** The page's fenced blocks. */
function codeBlocks(): Code[] {
  type Node = {
    type: string;
    lang?: string | null;
    meta?: string | null;
    value?: string;
    children?: Node[];
  };
  const blocks: Code[] = [];
  const visit = (node: Node) => {
    if (node.type === 'code')
      blocks.push({ lang: node.lang ?? '', meta: node.meta ?? '', value: node.value ?? '' });
    node.children?.forEach(visit);
  };
  visit(fromMarkdown(readFileSync(join(repoRoot, page), 'utf8')) as Node);
  return blocks;
}

/** How each snippet tells its assistant to start the server: a command and its arguments. */
function launches(): Array<[string, { command: string; args: string[] }]> {
  return codeBlocks().flatMap((block): Array<[string, { command: string; args: string[] }]> => {
    if (block.lang === 'json') {
      const config = JSON.parse(block.value) as Record<
        string,
        Record<string, { command: string; args: string[] }>
      >;
      const server = (config.mcpServers ?? config.servers)?.mem;
      if (server === undefined) throw new Error(`${block.meta}: no server named mem`);
      return [[block.meta, { command: server.command, args: server.args }]];
    }
    const claude = /^claude mcp add mem -- (.+)$/m.exec(block.value);
    if (block.lang === 'bash' && claude !== null) {
      const [command = '', ...args] = (claude[1] ?? '').split(/\s+/);
      return [['claude mcp add', { command, args }]];
    }
    return [];
  });
}

let server: Awaited<ReturnType<typeof startMemServer>>;
let folder: string;
let bin: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'memai-mcp-'));
  bin = memaiOnPath(folder);
  server = await startMemServer();
});

afterAll(async () => {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the assistants’ configurations', () => {
  it('are on the page: Claude Desktop, Claude Code, Cursor and VS Code', () => {
    expect(launches().map(([where]) => where)).toEqual([
      'title="claude_desktop_config.json"',
      'claude mcp add',
      'title=".cursor/mcp.json"',
      'title=".vscode/mcp.json"',
    ]);
  });

  it.each(launches())(
    '%s starts a server that answers initialize and a tool call',
    async (_, launch) => {
      const transport = new StdioClientTransport({
        ...launch,
        // What the assistant's environment gives memai: the local Mem's address and key.
        env: {
          PATH: `${bin}:${process.env.PATH ?? ''}`,
          HOME: folder,
          MEM_BASE_URL: server.url,
          MEM_API_KEY: server.apiKey,
        },
        stderr: 'ignore',
      });
      const client = new Client({ name: 'docs-tests', version: '1.0.0' });
      await client.connect(transport);
      try {
        expect(client.getServerVersion()?.name).toBe('memai');
        const result = await client.callTool({
          name: 'create_note',
          arguments: { content: `# Made through ${launch.command}` },
        });
        expect(result.isError).not.toBe(true);
        const { id } = result.structuredContent as { id: string };
        expect(server.state().notes.find((note) => note.id === id)?.content).toBe(
          `# Made through ${launch.command}`,
        );
      } finally {
        await client.close();
      }
    },
    30_000,
  );
});

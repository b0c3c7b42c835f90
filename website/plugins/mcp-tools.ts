// Writes the list of `memai mcp`'s tools (docs/cli/_mcp-tools.md, which the page about AI
// assistants includes) from the declarations the server offers them with, so that the page
// cannot drift from the tools: each tool's name, what it does, what it may change, and its
// inputs with the limits its input schema gives an assistant. Written when the plugin starts,
// before the docs plugin reads the docs folder; build output, ignored by git.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ToolEntry } from 'memai-cli/mcp-tools';

/** Where the list goes, relative to the site's folder. */
export const toolListPath = 'docs/cli/_mcp-tools.md';

export default async function mcpToolsPlugin(context: LoadContext): Promise<Plugin> {
  const { toolCatalog } = await import('memai-cli/mcp-tools').catch((error: unknown) => {
    throw new Error(
      `The list of memai mcp's tools is built from memai-cli's compiled code: run \`npm run build --workspace packages/cli\` first. (${String(error)})`,
    );
  });
  const page = toolList(toolCatalog());
  const path = join(context.siteDir, toolListPath);
  // An unchanged list is not rewritten, so that `npm run dev` does not reload for nothing.
  if ((await readFile(path, 'utf8').catch(() => undefined)) !== page) {
    await writeFile(path, page);
  }
  return { name: 'mcp-tools' };
}

const effects: Record<ToolEntry['effect'], string> = {
  reads: 'reads',
  adds: 'adds',
  overwrites: 'changes or removes',
};

/** The list's Markdown: every tool, in the order the server lists them, an item each. */
export function toolList(tools: readonly ToolEntry[]): string {
  const names = tools.map((tool) => tool.name);
  const readOnly = tools.filter((tool) => tool.effect === 'reads').length;
  return `${[
    `The server offers these ${tools.length} tools; \`--read-only\` keeps the ${readOnly} that only read. An input in bold must be given.`,
    '',
    ...tools.map(
      (tool) =>
        `- **\`${tool.name}\`** (${effects[tool.effect]}): ${describe(tool.description, names)} Inputs: ${inputsOf(tool)}.`,
    ),
  ].join('\n')}\n`;
}

/** A tool's inputs, each with the limits its schema sets. */
function inputsOf(tool: ToolEntry): string {
  const required = new Set(tool.input.required ?? []);
  const inputs = Object.entries(tool.input.properties).map(([name, schema]) => {
    const limits = limitsOf(schema);
    const term = required.has(name) ? `**\`${name}\`**` : `\`${name}\``;
    return limits === '' ? term : `${term} (${limits})`;
  });
  return inputs.length === 0 ? 'none' : inputs.join(', ');
}

/** What a field's JSON Schema allows, in a few words. */
function limitsOf(schema: Record<string, unknown>): string {
  const limits: string[] = [];
  if (Array.isArray(schema.enum))
    limits.push(schema.enum.map((value) => `\`${String(value)}\``).join(' or '));
  if (schema.format === 'uuid') limits.push('an id');
  if (schema.format === 'date-time') limits.push('a date-time');
  const { minimum, maximum, maxLength } = schema as {
    minimum?: number;
    maximum?: number;
    maxLength?: number;
  };
  const safe = (value: number | undefined) =>
    value !== undefined && Math.abs(value) !== Number.MAX_SAFE_INTEGER ? value : undefined;
  const [low, high] = [safe(minimum), safe(maximum)];
  if (low !== undefined && high !== undefined) limits.push(`${low} to ${high}`);
  else if (low !== undefined) limits.push(`at least ${low}`);
  if (maxLength !== undefined) limits.push(`at most ${maxLength.toLocaleString('en')} characters`);
  if (schema.type === 'array') {
    const items = limitsOf((schema.items ?? {}) as Record<string, unknown>);
    limits.push(items === 'an id' ? 'a list of ids' : `a list, each ${items}`);
  }
  return limits.join(', ');
}

/** A description as Markdown that MDX reads literally, the tools it names as code. */
function describe(value: string, names: readonly string[]): string {
  const named = new RegExp(`\\b(${names.join('|')})\\b`, 'g');
  return value
    .replace(named, '`$1`')
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[\\<>{}*_|[\]]/g, '\\$&')))
    .join('');
}

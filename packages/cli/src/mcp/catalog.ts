// The tools of `memai mcp` as plain data, for the site's page about assistants, which lists them
// from the same declarations the server offers: the name, the description, what the tool may
// change, and its input as JSON Schema, as the tool list gives it to an assistant.
import { z } from 'zod/v4';
import { memTools } from './tools/index.js';

export interface ToolEntry {
  name: string;
  title: string;
  description: string;
  /** What it does to the user's Mem: reads, changes (adds), or may remove or overwrite. */
  effect: 'reads' | 'adds' | 'overwrites';
  input: { properties: Record<string, Record<string, unknown>>; required?: string[] };
}

export function toolCatalog(): ToolEntry[] {
  return memTools.map((declared) => ({
    name: declared.name,
    title: declared.title,
    description: declared.description,
    effect: declared.readOnly ? 'reads' : declared.destructive === true ? 'overwrites' : 'adds',
    input: z.toJSONSchema(z.object(declared.input)) as ToolEntry['input'],
  }));
}

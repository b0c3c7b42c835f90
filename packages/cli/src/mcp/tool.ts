// What a tool of `memai mcp` is: the name and description an assistant chooses it by, its input
// and output schemas, the protocol's hints about what it does, the call to Mem it stands for,
// and the function that makes it. The tools are declared in tools/<resource>.ts; server.ts
// registers them.
import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { MemClient } from 'memai-sdk';
import type { z } from 'zod/v4';

/** The fields of an object schema, each a zod schema. */
export type Shape = Record<string, z.ZodType>;

export interface MemTool<Input extends Shape = Shape, Output extends Shape = Shape> {
  /** snake_case, as assistants show tool names. */
  name: string;
  title: string;
  /** What it does and when to choose it, for the assistant. */
  description: string;
  /**
   * The calls to Mem it makes, as `METHOD /path` in Mem's OpenAPI document; each input field
   * named as a parameter or body field of these has that field's limits.
   */
  calls: readonly string[];
  /** Whether it only reads: `--read-only` registers only these. */
  readOnly: boolean;
  /** For a tool that changes something: whether it may remove or overwrite what was there. */
  destructive?: boolean;
  /** For a tool that changes something: whether calling it twice does no more than once. */
  idempotent?: boolean;
  input: Input;
  output: Output;
  run(client: MemClient, input: z.infer<z.ZodObject<Input>>): Promise<z.infer<z.ZodObject<Output>>>;
}

/** Declares a tool, with `run`'s input and output typed from its schemas. */
export function tool<Input extends Shape, Output extends Shape>(
  declared: MemTool<Input, Output>,
): MemTool {
  return declared as unknown as MemTool;
}

/** The protocol's hints, from what the tool says of itself. Every tool reaches only the user's
 * own Mem, not an open world. */
export function annotationsOf(declared: MemTool): ToolAnnotations {
  return {
    title: declared.title,
    readOnlyHint: declared.readOnly,
    ...(declared.readOnly
      ? {}
      : {
          destructiveHint: declared.destructive ?? false,
          idempotentHint: declared.idempotent ?? false,
        }),
    openWorldHint: false,
  };
}

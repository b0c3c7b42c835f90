// Mem It: raw content handed to Mem, which writes notes from it.
import { z } from 'zod/v4';
import { requestId } from '../schemas.js';
import { tool } from '../tool.js';

export const memIt = tool({
  name: 'mem_it',
  title: 'Mem It',
  description:
    'Hands raw content (a web page, an email, a transcript, a thought) to Mem, which writes notes from it and files them in collections, a little later. Use create_note instead to save Markdown exactly as written.',
  calls: ['POST /v2/mem-it'],
  readOnly: false,
  input: {
    input: z.string().min(1).max(1_000_000).describe('The content, as text or HTML.'),
    instructions: z
      .string()
      .max(10_000)
      .optional()
      .describe('What Mem should do with it, such as which collection it belongs in.'),
    context: z
      .string()
      .max(10_000)
      .optional()
      .describe('What Mem should know to read it, such as where it came from.'),
  },
  output: { request_id: requestId },
  async run(client, payload) {
    const { request_id } = await client.memIt(payload);
    return { request_id };
  },
});

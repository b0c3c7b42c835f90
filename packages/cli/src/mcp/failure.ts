// A failed tool call as the assistant reads it: what failed in Mem's words with the request id,
// and what to do about it. The failure's kind is decided where every failure of memai is
// (../errors.ts); only the advice is worded for an assistant rather than a person at a shell.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describeFailure } from '../errors.js';

export async function failedCall(error: unknown): Promise<CallToolResult> {
  const failure = await describeFailure(error);
  const advice: Record<typeof failure.kind, string> = {
    usage: 'Correct the input and call again.',
    auth: 'The user must set MEM_API_KEY, or run `memai auth login`, and restart the server.',
    tryLater:
      failure.retryInSeconds === undefined
        ? 'Waiting minutes will not help: the plan’s quota resets later.'
        : `Call again in ${failure.retryInSeconds} s.`,
    interrupted: 'The server is stopping.',
    notFound: 'Check the id: list or search to find the right one.',
    conflict: 'It changed meanwhile: get it again and retry with what it holds now.',
    refused: 'Correct the input and call again.',
    unavailable: 'Mem did not answer through several retries: try again later.',
    system: 'Try again later.',
    bug: 'This is a fault in memai, not in the input.',
  };
  return {
    isError: true,
    content: [{ type: 'text', text: `${failure.detail}\n${advice[failure.kind]}` }],
  };
}

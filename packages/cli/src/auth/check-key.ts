// Whether Mem accepts a key, asked with the cheapest call Mem answers only for a valid key.
import { clientFor, type GlobalOptions } from './connection.js';

/** Resolves when Mem accepts `apiKey`; rejects with Mem's refusal (or any other failure). */
export async function checkKey(apiKey: string, options: GlobalOptions): Promise<void> {
  const client = await clientFor(apiKey, options);
  await client.notes.list({ limit: 1 });
}

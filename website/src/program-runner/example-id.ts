// How an example of the API reference is known: by a digest of its code. The build names the
// example's program by it (`run/examples/<id>.json`, plugin.ts) and finds the example's block on
// its reference page by it (rehype.ts); the page itself holds only the block, and works the id out
// from the block's text when the reader runs it (Runner.tsx), so that a reference page carries no
// id of its own for each example. The digest is FNV-1a's 64-bit hash of the code's UTF-8 without
// its trailing white space: one the page computes in a few lines and at once, where the Web Crypto
// API is asynchronous and given only to pages served over HTTPS or from the reader's own machine.
// Sixty-four bits keep the examples apart (the build refuses two with one id).

const offsetBasis = 0xcbf29ce484222325n;
const prime = 0x100000001b3n;
const sixtyFourBits = (1n << 64n) - 1n;

/** The id of the example whose code is `code`: 16 hexadecimal digits. */
export function exampleId(code: string): string {
  let hash = offsetBasis;
  for (const byte of new TextEncoder().encode(code.trimEnd())) {
    hash = ((hash ^ BigInt(byte)) * prime) & sixtyFourBits;
  }
  return hash.toString(16).padStart(16, '0');
}

// A code block's tokens in the browser, without tokenizing what the server already did. The
// static HTML holds every block highlighted (./use-tokens.server.ts); while React hydrates a page,
// each block reads its tokens back from that HTML, so the page needs no Prism, and hydrating a
// page full of samples does not tokenize each sample again. Prism loads only when a block is not
// in the page (one that a client-side navigation brings): until then the block shows its text
// unhighlighted, with the same lines and the same size, and it is coloured once Prism arrives.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isHydrating } from './hydrating';
import type PrismCore from 'prismjs/components/prism-core';
import { plainLines, tokenize, type Token } from './tokens';

let prism: typeof PrismCore | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();
/** Tokens already worked out, by language and code; the colour mode changes only the colours. */
const known = new Map<string, Token[][]>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadPrism(): void {
  loading ??= import('./prism').then(
    (module) => {
      prism = module.Prism;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // A deploy may have replaced the chunk; the text stays readable, and a later block retries.
      loading = undefined;
      console.warn('Could not load the code highlighter; code shows as plain text.', error);
    },
  );
}

/**
 * The tokens of a block with `code` in `language` that the page already shows, read from its
 * markup: each `.token-line` of the block holds one line, each `.token` in it one token, whose
 * classes after `token` are its types. Blocks with the same code and language have the same
 * tokens, so any one of them will do.
 */
function tokensOnPage(code: string, language: string): Token[][] | undefined {
  const lines = code.split('\n');
  for (const block of Array.from(
    document.querySelectorAll(`pre.language-${CSS.escape(language)}`),
  )) {
    const lineElements = block.querySelectorAll(':scope > code > .token-line');
    if (lineElements.length !== lines.length) continue;
    const tokens = Array.from(lineElements, (line) =>
      Array.from(line.querySelectorAll('.token'), (token) => ({
        types: (token.getAttribute('class') ?? '').split(' ').slice(1),
        content: token.textContent ?? '',
      })),
    );
    if (tokens.every((line, index) => line.map((t) => t.content).join('') === lines[index])) {
      return tokens;
    }
  }
  return undefined;
}

export function useTokens(code: string, language: string): Token[][] {
  // True for a block that mounted as React hydrated the server's HTML: the one time the page's
  // markup is the server's tokens. Later, a block in the page may be one this module rendered as
  // plain text. Read once, as the block mounts: a value that changed once hydration ended would
  // render every block of the page again, for nothing, since its tokens are then known.
  const [hydrating] = useState(isHydrating);
  const loaded = useSyncExternalStore(
    subscribe,
    () => prism,
    () => undefined,
  );
  const key = `${language}\n${code}`;
  let tokens = known.get(key);
  if (tokens === undefined) {
    if (loaded !== undefined) tokens = tokenize(loaded, code, language);
    else if (hydrating) tokens = tokensOnPage(code, language);
    if (tokens !== undefined) known.set(key, tokens);
  }
  const missing = tokens === undefined;
  useEffect(() => {
    if (missing) loadPrism();
  }, [missing]);
  return tokens ?? plainLines(code);
}

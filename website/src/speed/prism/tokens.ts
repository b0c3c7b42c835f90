// Turns Prism's token tree into what the theme's code block renders: lines of flat tokens, each
// with the stack of token types it sits in (a string inside a template literal is both).
import type PrismCore from 'prismjs/components/prism-core';
import type { PrismToken } from 'prismjs/components/prism-core';

export interface Token {
  types: string[];
  content: string;
  /** Set on the one token of an empty line, so the line still has a height. */
  empty?: boolean;
}

function flatten(stream: (string | PrismToken)[], types: string[], into: Token[]): Token[] {
  for (const part of stream) {
    if (typeof part === 'string') {
      into.push({ types, content: part });
      continue;
    }
    const nested = [...types, part.type, ...[part.alias ?? []].flat()];
    const content = part.content;
    if (typeof content === 'string') into.push({ types: nested, content });
    else flatten(Array.isArray(content) ? content : [content], nested, into);
  }
  return into;
}

/** Splits tokens at line breaks; text outside any token has the type `plain`. */
export function toLines(stream: (string | PrismToken)[]): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  for (const token of flatten(stream, [], [])) {
    token.content.split('\n').forEach((piece, index) => {
      if (index > 0) lines.push((line = []));
      const types = token.types.length === 0 ? ['plain'] : token.types;
      if (piece !== '') line.push({ types, content: piece });
    });
  }
  return lines.map((line) =>
    line.length === 0 ? [{ types: ['plain'], content: '\n', empty: true }] : line,
  );
}

/** `code` as lines of tokens, by `prism`'s grammar for `language`; plain text without one. */
export function tokenize(prism: typeof PrismCore, code: string, language: string): Token[][] {
  const grammar = prism.languages[language];
  if (grammar === undefined) return toLines([code]);
  // Prism's plugins hook into tokenizing through this object, as they do in Prism.highlight.
  const env: Record<string, unknown> = { code, grammar, language };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code as string, env.grammar as typeof grammar);
  prism.hooks.run('after-tokenize', env);
  return toLines(env.tokens as Parameters<typeof toLines>[0]);
}

/** `code` as lines of plain text, before it can be tokenized. */
export function plainLines(code: string): Token[][] {
  return toLines([code]);
}

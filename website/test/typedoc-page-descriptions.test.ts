import type { CommentDisplayPart } from 'typedoc';
import { describe, expect, it } from 'vitest';
import { firstSentence } from '../plugins/typedoc-page-descriptions.mjs';

describe("a reference page's description", () => {
  it('is the first sentence of the summary, as plain text', () => {
    const summary: CommentDisplayPart[] = [
      { kind: 'text', text: 'What you send to ' },
      { kind: 'code', text: '`client.memIt()`' },
      { kind: 'text', text: ': raw content for Mem to read.\nIt is filed\nlater. More.' },
    ];
    expect(firstSentence(summary)).toBe(
      'What you send to client.memIt(): raw content for Mem to read.',
    );
  });

  it('keeps a dot inside a name or a number, and takes a summary with no full stop whole', () => {
    expect(
      firstSentence([{ kind: 'text', text: 'Calls notes.create with 1.5 s timeouts. Then.' }]),
    ).toBe('Calls notes.create with 1.5 s timeouts.');
    expect(firstSentence([{ kind: 'text', text: '  A page of results  ' }])).toBe(
      'A page of results',
    );
  });
});

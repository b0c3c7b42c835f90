// The naming rules on their own (the export's tests run them through the installed `memai`).
import { describe, expect, it } from 'vitest';
import { NoteFileNames, slugOf } from '../src/folder-format/note-file-names.js';

/** Version 7 ids of one millisecond: one clock, and tails that differ only where `tail` says. */
const sameClock = (tail: string) => `01961d40-7a67-7049-${tail.slice(0, 4)}-${tail.slice(4)}`;

function names(notes: [id: string, title: string][]) {
  const registry = new NoteFileNames();
  for (const [id, title] of notes) registry.set(id, title);
  return Object.fromEntries(notes.map(([id]) => [id, registry.nameOf(id)]));
}

describe('note file names', () => {
  it('names a note by its slug and the last 8 hex digits of its id, not its clock', () => {
    const a = sameClock('8000aaaaaaaa1111');
    const b = sameClock('8000aaaaaaaa2222');
    expect(
      names([
        [a, 'Daily note'],
        [b, 'Daily note'],
      ]),
    ).toEqual({
      [a]: 'daily-note-aaaa1111.md',
      [b]: 'daily-note-aaaa2222.md',
    });
  });

  it('lengthens only the clashing suffixes, to 12 digits and then the whole id', () => {
    const a = sameClock('8000000011111111');
    const b = sameClock('8000000211111111');
    const c = sameClock('9000000211111111');
    const d = sameClock('9000000233333333');
    expect(
      names([
        [a, 'x'],
        [b, 'x'],
        [c, 'x'],
        [d, 'x'],
      ]),
    ).toEqual({
      [a]: 'x-000011111111.md',
      [b]: 'x-01961d407a6770498000000211111111.md',
      [c]: 'x-01961d407a6770499000000211111111.md',
      [d]: 'x-33333333.md',
    });
  });

  it('gives the same names whatever order the notes come in', () => {
    const notes: [string, string][] = Array.from({ length: 40 }, (_, n) => [
      sameClock(
        `8000${String(n % 7).padStart(4, '0')}${String(n % 5).padStart(4, '0')}`.padEnd(16, '0'),
      ),
      n % 2 === 0 ? 'Untitled' : 'UNTITLED',
    ]);
    const unique = [...new Map(notes).entries()];
    const reversed = [...unique].reverse();
    const shuffled = [...unique].sort((x, y) => (x[0].slice(-3) < y[0].slice(-3) ? -1 : 1));
    expect(names(reversed)).toEqual(names(unique));
    expect(names(shuffled)).toEqual(names(unique));
    expect(new Set(Object.values(names(unique))).size).toBe(unique.length);
  });

  it('keeps apart slugs that one file name could stand for on a case-insensitive disk', () => {
    const a = sameClock('8000aaaaaaaa1111');
    const b = sameClock('8000bbbbaaaa1111');
    const named = names([
      [a, 'Straße'],
      [b, 'STRASSE'],
    ]);
    expect(named[a]).toBe('straße-aaaaaaaa1111.md');
    expect(named[b]).toBe('strasse-bbbbaaaa1111.md');
  });

  it('keeps the longer suffix a clash once forced, until the title changes', () => {
    const a = sameClock('8000000011111111');
    const registry = new NoteFileNames();
    registry.keep(a, 'x-000011111111.md');
    registry.set(a, 'x');
    expect(registry.nameOf(a)).toBe('x-000011111111.md');
    registry.set(a, 'y');
    expect(registry.nameOf(a)).toBe('y-11111111.md');
  });

  it('reads the slug of a memai-cli 1.0 file, named by the head of the id', () => {
    const a = sameClock('8000000011111111');
    const registry = new NoteFileNames();
    registry.keep(a, 'weekly-plan-01961d40.md');
    expect(registry.nameOf(a)).toBe('weekly-plan-11111111.md');
  });

  it.each([
    ['../../etc/passwd', 'etc-passwd'],
    ['..', 'note'],
    ['.hidden', 'hidden'],
    ['🎉🎉', 'note'],
    ['CON', 'con'],
    ['Café au lait', 'cafe-au-lait'],
    ['key: value', 'key-value'],
  ])('slugs %j as %j', (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });

  it('cuts a long title to 80 bytes without splitting a character', () => {
    for (const title of [
      'x'.repeat(300),
      'é'.repeat(300),
      '日本語'.repeat(100),
      '😀a'.repeat(100),
    ]) {
      const slug = slugOf(title);
      expect(Buffer.byteLength(slug)).toBeLessThanOrEqual(80);
      expect([...slug].length).toBeLessThanOrEqual(60);
      expect(slug).toMatch(/^[^-].*[^-]$/);
    }
  });
});

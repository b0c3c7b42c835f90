// The name of each note's file in a backup: `<slug of the title>-<tail of the id>.md`.
//
// Mem's ids are UUID version 7: their first 12 hex digits are a clock, shared by every note made
// in the same minute, and only the tail is random. So the suffix is the id's last 8 hex digits;
// notes whose slugs match and whose suffixes still clash take the last 12, then the whole id
// (32 hex digits), each note as few as it needs. A suffix is never a part of another suffix's
// shape ('-' sits 9, 13 or 33 characters from the end, and never inside the suffix), so names of
// different slugs never meet, and the names depend only on the notes, not the order they come in.
//
// A note keeps the suffix length its file already has (a clash once forced it longer), so that
// a file is renamed only when its title changes or a new clash forces it.

/** Hex digits of the id's tail that a suffix may take, shortest first. */
const suffixLengths = [8, 12, 32] as const;
const [shortest, , longest] = suffixLengths;

/** At most this many code points of the title... */
const slugCodePoints = 60;
/**
 * ...and this many UTF-8 bytes: with the longest suffix and the temporary name a write takes
 * (`.<name>.<12 hex>.tmp`), a name stays under 143 bytes, the smallest limit of a common file
 * system (eCryptfs); most allow 255.
 */
const slugBytes = 80;

/**
 * The readable part of a file name: the title's letters and digits in lower case, accents
 * dropped, every other run of characters a single `-`. A title with none (emoji, punctuation,
 * `..`) gives `note`. It never starts with a dot or holds a path separator.
 */
export function slugOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  let slug = '';
  let bytes = 0;
  // Cut by code points, so that no character is split in half.
  for (const character of [...words].slice(0, slugCodePoints)) {
    bytes += Buffer.byteLength(character);
    if (bytes > slugBytes) break;
    slug += character;
  }
  slug = slug.replace(/-+$/, '');
  return slug === '' ? 'note' : slug;
}

/**
 * Names that a case-insensitive file system (macOS, Windows) could take for one file share this
 * key: notes whose slugs share it are one group, whose suffixes are kept apart.
 */
export function sameFileKey(name: string): string {
  return name.toUpperCase().toLowerCase();
}

function hexOf(id: string): string {
  return id.toLowerCase().replace(/-/g, '');
}

function suffix(id: string, length: number): string {
  return hexOf(id).slice(-length);
}

interface Named {
  slug: string;
  /** The suffix length the note's file had when the run began. */
  kept: number;
}

/** The file names of a backup's notes, decided together. */
export class NoteFileNames {
  readonly #notes = new Map<string, Named>();
  /**
   * How many notes have each name a suffix length could give them, by that name folded by
   * sameFileKey: one flat map, since most slugs are a group of one.
   */
  readonly #counts = new Map<string, number>();

  /**
   * Records a note that a file already holds: its slug and suffix length are read from the
   * file's name, which is either this layout's or the first one's (`<slug>-<first 8 hex of the
   * id>.md`, of which only the slug is kept).
   */
  keep(id: string, file: string): void {
    for (const length of suffixLengths) {
      const end = `-${suffix(id, length)}.md`;
      if (file.endsWith(end) && file.length > end.length) {
        this.#put(id, { slug: file.slice(0, -end.length), kept: length });
        return;
      }
    }
    const firstLayout = `-${hexOf(id).slice(0, 8)}.md`;
    const slug = file.endsWith(firstLayout) ? file.slice(0, -firstLayout.length) : slugOf(file);
    this.#put(id, { slug, kept: shortest });
  }

  /** Records a note's title, as Mem gives it now. */
  set(id: string, title: string): void {
    const slug = slugOf(title);
    const before = this.#notes.get(id);
    // A new title is a new name: the suffix starts short again.
    this.#put(id, { slug, kept: before?.slug === slug ? before.kept : shortest });
  }

  delete(id: string): void {
    const before = this.#notes.get(id);
    if (before === undefined) return;
    this.#notes.delete(id);
    for (const length of suffixLengths) {
      const key = candidate(before.slug, id, length);
      const count = this.#counts.get(key) ?? 0;
      if (count <= 1) this.#counts.delete(key);
      else this.#counts.set(key, count - 1);
    }
  }

  /** The file name of a recorded note, given every note recorded so far. */
  nameOf(id: string): string {
    const named = this.#notes.get(id);
    if (named === undefined) throw new Error(`No file name is recorded for note ${id}.`);
    const length =
      suffixLengths.find(
        (length) =>
          length >= named.kept && this.#counts.get(candidate(named.slug, id, length)) === 1,
      ) ?? longest;
    return `${named.slug}-${suffix(id, length)}.md`;
  }

  #put(id: string, named: Named): void {
    this.delete(id);
    this.#notes.set(id, named);
    for (const length of suffixLengths) {
      const key = candidate(named.slug, id, length);
      this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
    }
  }
}

/** A name a note could have, folded: equal for names one file system could take as one. */
function candidate(slug: string, id: string, length: number): string {
  return sameFileKey(`${slug}-${suffix(id, length)}`);
}

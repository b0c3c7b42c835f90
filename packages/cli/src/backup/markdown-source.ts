// What `memai import` reads: every Markdown file under a folder, each turned into the note it
// stands for (id, Markdown, times, collections), or into the reason Mem would refuse it.
import { readFile, readdir } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { splitFrontMatter } from '../folder-format/front-matter.js';
import { isBackupRecord, isConflictFile } from '../folder-format/layout.js';
import { withLf } from '../folder-format/line-endings.js';
import { uuidV5 } from './uuid-v5.js';

export interface SourceNote {
  /** The file's path relative to the folder imported, with `/`. */
  path: string;
  id: string;
  content: string;
  created_at?: string;
  updated_at?: string;
  /** Set for a note exported from the trash. */
  trashed_at?: string;
  /** Collections by id (from an export's front matter). */
  collection_ids: string[];
  /** Collections by title (--collection, folders, tags). */
  collection_titles: string[];
}

export interface Refused {
  path: string;
  why: string;
}

export interface SourceOptions {
  folderAsCollection: boolean;
  tagsAsCollections: boolean;
  collection: string | undefined;
}

/** Mem's limit on a new note's Markdown, in characters and in UTF-8 bytes. */
const contentLimit = 200_000;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Markdown files under `root`, sorted by path. Names starting with a dot are skipped: a
 * backup's own records (`.memai`, with the files an export moved aside), `.obsidian`, `.git`; so
 * are the files `memai sync` keeps a clashing edit in.
 */
export async function markdownFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (isBackupRecord(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (
        entry.isFile() &&
        extname(entry.name).toLowerCase() === '.md' &&
        !isConflictFile(entry.name)
      ) {
        found.push(path);
      }
    }
  };
  await walk(root);
  return found.map((path) => relative(root, path).split(sep).join('/')).sort();
}

/** Reads one file as the note it stands for, or the reason it cannot be one. */
export async function readSourceNote(
  root: string,
  path: string,
  options: SourceOptions,
): Promise<SourceNote | Refused> {
  const bytes = await readFile(join(root, path));
  let text: string;
  try {
    // Mem is sent no CR: a file saved with CRLF line endings is the same note with LF.
    text = withLf(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { path, why: 'not UTF-8' };
  }
  let fields: Record<string, unknown>;
  let body: string;
  try {
    ({ fields, body } = splitFrontMatter(text));
  } catch (error) {
    return { path, why: (error as Error).message };
  }
  const given = field(fields['id']);
  const id = given !== undefined && uuid.test(given) ? given.toLowerCase() : undefined;
  const title = field(fields['title']) ?? firstHeading(body) ?? basename(path, extname(path));
  // A file with its note's id is that note, Markdown exactly as Mem held it (a `memai export`):
  // its title is Mem's reading of that Markdown, never added to it.
  const content = id !== undefined || titleOf(body) === title ? body : `# ${title}\n\n${body}`;
  if (body.trim() === '') return { path, why: 'empty' };
  if ([...content].length > contentLimit || Buffer.byteLength(content) > contentLimit) {
    return { path, why: `over ${contentLimit.toLocaleString('en')} characters` };
  }
  const folder = dirname(path);
  return {
    path,
    id: id ?? uuidV5(path.normalize()),
    content,
    ...time('created_at', fields['created_at'] ?? fields['created'] ?? fields['date']),
    ...time('updated_at', fields['updated_at'] ?? fields['updated'] ?? fields['modified']),
    ...time('trashed_at', fields['trashed_at']),
    collection_ids: list(fields['collection_ids']).filter((id) => uuid.test(id)),
    collection_titles: [
      ...(options.collection === undefined ? [] : [options.collection]),
      ...(options.folderAsCollection && folder !== '.' ? [folder] : []),
      ...(options.tagsAsCollections ? list(fields['tags']) : []),
    ],
  };

  function field(value: unknown): string | undefined {
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  }
}

/**
 * A note's title as Mem takes it: its first non-blank line, without heading marks. When the
 * title a file names differs, the import puts it on top as a heading.
 */
function titleOf(body: string): string {
  const line = body.split('\n').find((candidate) => candidate.trim() !== '') ?? '';
  return line.replace(/^\s*#+\s*/, '').trim();
}

function firstHeading(body: string): string | undefined {
  return /^#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(body)?.[1];
}

/** A list field: YAML list, or one string of items separated by commas or spaces (tags). */
function list(value: unknown): string[] {
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(/[,\s]+/)
      : [];
  return items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.replace(/^#/, '').trim())
    .filter((item) => item !== '');
}

/** A time from front matter as Mem takes it (with an offset, not in the future), else nothing. */
function time(field: string, value: unknown): Record<string, string> {
  let text: string | undefined;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'string') {
    text = /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T00:00:00Z` : value.trim();
  }
  if (text === undefined || !/(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return {};
  const at = Date.parse(text);
  if (Number.isNaN(at) || at > Date.now()) return {};
  return { [field]: text };
}

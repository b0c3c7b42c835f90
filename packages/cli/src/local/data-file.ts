// The file `memai local --data` keeps a local Mem in: everything it holds, as JSON that a person
// can read and write by hand. It is what `server.seed()` of memai-sdk/testing takes, except that
// an attachment's bytes are base64 text under `bytes_base64`, since JSON has no bytes.
import { readFile } from 'node:fs/promises';
import type { MemServerState, SeedAttachment, SeedData } from 'memai-sdk/testing';
import { writeFileAtomic } from '../io/atomic-file.js';
import { CliError } from '../errors.js';

type SavedAttachment = Omit<SeedAttachment, 'bytes'> & { bytes_base64?: string };
type SavedData = Omit<SeedData, 'attachments'> & { attachments?: SavedAttachment[] };

/** Reads a data file as seed data; an absent file is an empty Mem. */
export async function loadData(path: string): Promise<SeedData> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new CliError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  let saved: SavedData;
  try {
    saved = JSON.parse(text) as SavedData;
  } catch (error) {
    throw new CliError(`${path} is not JSON: ${(error as Error).message}`);
  }
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) {
    throw new CliError(`${path} must hold one JSON object, with lists such as "notes".`);
  }
  const { attachments, ...rest } = saved;
  if (attachments === undefined) return rest;
  return {
    ...rest,
    attachments: attachments.map(({ bytes_base64, ...attachment }) => ({
      ...attachment,
      ...(bytes_base64 === undefined ? {} : { bytes: Buffer.from(bytes_base64, 'base64') }),
    })),
  };
}

/** Writes everything a local Mem holds, whole (see atomic-file.ts). */
export async function saveData(path: string, state: MemServerState): Promise<void> {
  const saved: SavedData = {
    collections: state.collections,
    // A note's title is not stored: Mem derives it from the content.
    notes: state.notes.map(
      ({ id, content, version, collection_ids, created_at, updated_at, trashed_at }) => ({
        id,
        content,
        version,
        collection_ids,
        created_at,
        updated_at,
        trashed_at,
      }),
    ),
    tasks: state.tasks,
    projects: state.projects,
    followUps: state.followUps,
    attachments: state.attachments.map(({ bytes, ...attachment }) => ({
      ...attachment,
      bytes_base64: Buffer.from(bytes).toString('base64'),
    })),
    audioRecordings: state.audioRecordings,
  };
  await writeFileAtomic(path, `${JSON.stringify(saved, null, 2)}\n`);
}

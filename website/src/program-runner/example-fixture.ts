// The Mem the API reference's examples run against: the notes, collections, attachments and
// assistant items that the `@example` blocks of memai-sdk's doc comments name by id, so that an
// example copied as printed finds what it asks for; and the same for the examples of `memai`'s
// commands. The docs tests run every example against a fresh local Mem holding this
// (test/reference-examples.test.ts, test/command-examples.test.ts), and a reference page runs its
// examples against it in the reader's browser (worker-runtime.ts).
import type { MemClient } from 'memai-sdk';
import type { SeedData } from 'memai-sdk/testing';

/** The key the examples give `new MemClient({ apiKey })`. */
export const exampleApiKey = 'mem_test_key';

/** The ids the examples name. */
export const exampleIds = {
  /** A note, in the Books collection, with a PDF and an audio recording. */
  note: '5e29c8a2-c73b-476b-9311-e2579712d4b1',
  /** The Books collection. */
  books: '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b',
  /** The Reading list collection, where an example moves the note. */
  readingList: '8a7b6c5d-4e3f-4a1b-8c9d-8e7f6a5b4c3d',
  /** The Work collection, which the command examples name by title. */
  work: '01939d3c-4e8f-7a21-9c4b-5d6e7f8a9b0c',
  /** A note in Work. */
  planning: '01939d3c-5a10-7b32-8d4c-6e7f8a9b0c1d',
  groceries: '01939d3c-6b21-7c43-9e5d-7f8a9b0c1d2e',
  /** The note's PDF. */
  pdf: '2511691e-cfd2-47bc-a4b6-0104234ee1af',
  /** The note's audio recording. */
  recording: '78ff64bc-09e3-4fd7-a4b9-53c258f35619',
  task: '0b6f2a8e-4c1d-4e7a-9b3f-5d2c8e1a7f40',
  project: '7d3e9c1a-2b4f-4a6e-8c0d-1f2e3a4b5c6d',
  followUp: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
} as const;

const at = '2026-11-02T09:30:00.000Z';

export const exampleFixture: SeedData = {
  collections: [
    { id: exampleIds.books, title: 'Books', description: 'What I read, and what I thought of it.' },
    { id: exampleIds.readingList, title: 'Reading list' },
    { id: exampleIds.work, title: 'Work' },
  ],
  notes: [
    {
      id: exampleIds.note,
      content:
        '# Structure and Interpretation of Computer Programs\n\nRead chapter 3 again: streams, and why delayed evaluation makes them cheap.\n',
      collection_ids: [exampleIds.books],
      created_at: at,
      updated_at: at,
    },
    {
      id: exampleIds.planning,
      content: '# Quarterly planning\n\nHire two engineers; ship sync before the summer.\n',
      collection_ids: [exampleIds.work],
      created_at: at,
      updated_at: at,
    },
    {
      id: exampleIds.groceries,
      content: '# Groceries\n\n- Oat milk\n- Coffee\n',
      created_at: at,
      updated_at: at,
    },
  ],
  attachments: [
    {
      id: exampleIds.pdf,
      note_id: exampleIds.note,
      filename: 'sicp-chapter-3.pdf',
      attachment_kind: 'pdf',
      pages: [
        'Chapter 3. Modularity, Objects, and State.',
        'Streams are delayed lists: each element is computed only when it is needed.',
      ],
    },
  ],
  audioRecordings: [
    {
      id: exampleIds.recording,
      associated_note_id: exampleIds.note,
      transcript: '[Speaker 1] Chapter 3 is about state.\n[Speaker 2] And streams.',
      duration_seconds: 42,
      created_at: at,
      updated_at: at,
    },
  ],
  tasks: [{ id: exampleIds.task, title: 'Return the library book' }],
  projects: [{ id: exampleIds.project, title: 'Read the classics' }],
  followUps: [{ id: exampleIds.followUp, content: 'Ask Sam how the book club went' }],
};

/**
 * What the fixture holds besides its seed: events in Mem's feed, which only changes to notes
 * make. A note is made and deleted through the API, so that the feed holds a created and a
 * deleted event for the examples that read it.
 */
export async function prepareExampleMem(client: MemClient): Promise<void> {
  const draft = await client.notes.create({ content: '# An old draft\n' });
  await client.notes.delete(draft.id);
}

// The columns a list of notes is printed in, for people, by `notes list` and `notes search`.
import type { NoteListItem } from 'memai-sdk';
import { shortTime, type Column } from '../../io/output.js';

export const noteColumns: Column<NoteListItem>[] = [
  { header: 'ID', value: (note) => note.id },
  { header: 'UPDATED', value: (note) => shortTime(note.updated_at) },
  { header: 'TITLE', value: (note) => note.title },
];

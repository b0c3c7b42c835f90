// How collections are printed for people: the columns of `collections list` and `search`.
import type { Collection } from 'memai-sdk';
import type { Column } from '../../io/output.js';

export const collectionColumns: Column<Collection>[] = [
  { header: 'ID', value: (collection) => collection.id },
  { header: 'NOTES', value: (collection) => String(collection.note_count) },
  { header: 'TITLE', value: (collection) => collection.title },
];

// Every tool of `memai mcp`, in the order the tool list shows them.
import type { MemTool } from '../tool.js';
import {
  getFollowUp,
  getProject,
  getTask,
  listFollowUps,
  listProjects,
  listTasks,
} from './assistant.js';
import {
  addNoteToCollection,
  createCollection,
  listCollections,
  moveNoteToCollection,
  removeNoteFromCollection,
  searchCollections,
} from './collections.js';
import { askAboutAttachment, getAudioTranscript, readAttachment } from './files.js';
import { memIt } from './mem-it.js';
import {
  appendToNote,
  createNote,
  editNote,
  getNote,
  listNotes,
  restoreNote,
  searchNotes,
  searchNotesAndFiles,
  trashNote,
  updateNote,
} from './notes.js';

export const memTools: readonly MemTool[] = [
  searchNotes,
  searchNotesAndFiles,
  listNotes,
  getNote,
  createNote,
  updateNote,
  editNote,
  appendToNote,
  trashNote,
  restoreNote,
  listCollections,
  searchCollections,
  createCollection,
  addNoteToCollection,
  removeNoteFromCollection,
  moveNoteToCollection,
  memIt,
  readAttachment,
  askAboutAttachment,
  getAudioTranscript,
  listTasks,
  getTask,
  listProjects,
  getProject,
  listFollowUps,
  getFollowUp,
];

// What the phases of a sync pass share: the folder, Mem, what the run was asked, what it tells,
// its record, and what it learnt of Mem this pass.
import type { MemClient } from 'memai-sdk';
import type { BackupLayout } from '../folder-format/layout.js';
import type { MemSide } from './mem-side.js';
import type { SyncOptions } from './options.js';
import type { SyncReport } from './report.js';
import type { SyncRecord } from './sync-record.js';

export interface SyncParts {
  layout: BackupLayout;
  client: MemClient;
  options: SyncOptions;
  report: SyncReport;
  record: SyncRecord;
  mem: MemSide;
}

// What a sync run tells: each thing it does, as it does it (a line for people, or one JSON object
// with --json), the counts that end the run, and why it exits 1; and, for a dry run, what each
// step would do.
import { withLf } from '../folder-format/line-endings.js';
import { plural, write } from '../io/output.js';
import type { FolderFile } from './folder-files.js';
import type { Step } from './plan.js';

/** What a run did to one note, as it is printed and counted. */
export interface SyncAction {
  /** What was done: `pulled`, `pushed`, `merged`, `conflict`, `created note`, … */
  action: string;
  /** The note's file, relative to the folder; null when it has none. */
  file: string | null;
  /** The note's id; null for a file that is no note. */
  id: string | null;
  /** Why, for people. */
  detail: string;
}

export class SyncReport {
  readonly counts = new Map<string, number>();
  readonly failed: SyncAction[] = [];

  constructor(
    private readonly json: boolean,
    private readonly dry: boolean,
  ) {}

  async tell(action: SyncAction): Promise<void> {
    if (action.action === 'failed') this.failed.push(action);
    this.counts.set(action.action, (this.counts.get(action.action) ?? 0) + 1);
    if (this.json) {
      await write(`${JSON.stringify(action)}\n`);
      return;
    }
    const where = action.file ?? `note ${action.id ?? ''}`;
    await write(`${action.action} ${where}: ${action.detail}\n`);
  }

  /** The line that ends the run, on stderr. */
  summary(dir: string, requests: number): string {
    const done = [...this.counts].map(([action, count]) => `${action} ${count}`);
    const what = done.length === 0 ? 'nothing to do' : done.join(', ');
    return `${this.dry ? 'Dry run, nothing changed' : `Synced ${dir} with Mem`}: ${what}; ${plural(requests, 'request')} sent.`;
  }

  /** Why the run exits 1, when it does: a clash left for the reader, or a note that failed. */
  troubles(): string | undefined {
    const conflicts = this.counts.get('conflict') ?? 0;
    const parts = [
      conflicts > 0
        ? `${plural(conflicts, 'note')} changed on both sides in the same lines: each file’s text is kept beside it as .conflict-*.md; merge it into the note’s file by hand and delete it`
        : '',
      this.failed.length > 0
        ? `${plural(this.failed.length, 'note')} could not be synced (see above); the next run tries again`
        : '',
    ].filter((part) => part !== '');
    return parts.length === 0 ? undefined : `${parts.join('. ')}.`;
  }
}

/** What a dry run says of a step. */
export function plannedAction(
  id: string | undefined,
  file: FolderFile | undefined,
  step: Step,
): SyncAction {
  const where = file === undefined ? null : `notes/${file.name}`;
  const kind =
    step.kind === 'reconcile' ? `reconcile (${describeChange(step.changed)})` : step.kind;
  return { action: `would ${kind}`, file: where, id: id ?? null, detail: plannedDetail(step) };
}

/**
 * What a reconcile did, told from the texts: written to the file, to Mem, or to both (a merge);
 * when the Markdown was one already, what the plan saw changed (the collections, say).
 */
export function outcomeOf(
  fileBody: string,
  memBody: string,
  result: string,
  changed: 'file' | 'mem' | 'both' | 'unknown',
): 'pulled' | 'pushed' | 'merged' | 'adopted' {
  // Told by lines: a CR that only one side's text holds is no edit.
  [fileBody, memBody, result] = [fileBody, memBody, result].map(withLf) as [string, string, string];
  if (result !== fileBody && result !== memBody) return 'merged';
  if (result !== fileBody) return 'pulled';
  if (result !== memBody) return 'pushed';
  const byPlan = { file: 'pushed', mem: 'pulled', both: 'merged', unknown: 'adopted' } as const;
  return byPlan[changed];
}

function describeChange(changed: 'file' | 'mem' | 'both' | 'unknown'): string {
  return {
    file: 'changed in the file',
    mem: 'changed in Mem',
    both: 'changed on both sides',
    unknown: 'not on record: compared',
  }[changed];
}

function plannedDetail(step: Step): string {
  switch (step.kind) {
    case 'in step':
      return 'in step';
    case 'reconcile':
      return 'Mem’s text is read and merged with the file’s; a clash would keep both';
    case 'create note':
      return 'a new file: a note would be made of it';
    case 'create file':
      return 'a new note in Mem: its file would be written';
    case 'trash note':
      return 'its file was deleted: the note would go to Mem’s trash';
    case 'remove file':
      return `the note was ${step.gone === 'trashed' ? 'moved to the trash' : 'deleted'} in Mem: its file would move to .memai/removed/`;
    case 'restore note':
      return 'the note is in Mem’s trash, but its file was edited since: it would be restored';
    case 'recreate note':
      return 'the note was deleted in Mem, but its file was edited since: a note would be made of it again';
    case 'restore file':
      return 'its file was deleted, but the note changed in Mem since: the file would be written again';
    case 'forget':
      return 'gone from both sides';
  }
}

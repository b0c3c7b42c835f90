// `memai export --collection TITLE|ID`: a backup of one collection's notes. The folder records
// which collection it holds, so that a later export into it backs up the same notes and never
// mixes one collection's backup with another's, or with a backup of every note.
import { CliError } from '../errors.js';
import type { ExportState } from './export-state.js';

export interface CollectionScope {
  id: string;
  title: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The collection `given` names, by id or by title (as Mem matches titles, ignoring case), among
 * Mem's collections, `titles` by id. Refuses a name no collection has, or several have.
 */
export function findCollection(
  given: string,
  titles: ReadonlyMap<string, string>,
): CollectionScope {
  if (uuid.test(given)) {
    const id = given.toLowerCase();
    const title = titles.get(id);
    if (title === undefined) throw new CliError(`Mem has no collection ${id}.`, 'notFound');
    return { id, title };
  }
  const matches = [...titles].filter(([, title]) => title.toLowerCase() === given.toLowerCase());
  const [match, ...others] = matches;
  if (match === undefined) {
    throw new CliError(`Mem has no collection titled “${given}”.`, 'notFound');
  }
  if (others.length > 0) {
    throw new CliError(
      `${matches.length} collections are titled “${given}”: give the id of one (${matches.map(([id]) => id).join(', ')}).`,
      'usage',
    );
  }
  return { id: match[0], title: match[1] };
}

/**
 * Checks that the folder of `state` backs up what this export asks for (`scope`: one collection,
 * or every note when undefined), and records it for a folder that backs up nothing yet.
 */
export function claimScope(state: ExportState, scope: CollectionScope | undefined, dir: string) {
  const held = state.collection;
  if (state.notes.size > 0 && held?.id !== scope?.id) {
    const holds =
      held === undefined ? 'a backup of every note' : `a backup of the collection “${held.title}”`;
    const asked = scope === undefined ? 'every note' : `the collection “${scope.title}”`;
    throw new CliError(
      `${dir} holds ${holds}: export ${asked} into a folder of its own${held === undefined ? '' : `, or add --collection ${held.id}`}.`,
      'usage',
    );
  }
  state.collection = scope;
}

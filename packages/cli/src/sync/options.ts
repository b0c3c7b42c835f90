// What `memai sync` takes: commands/sync.ts declares each option, and the run reads them.
import type { GlobalOptions } from '../auth/connection.js';

/** What `memai sync` takes (commands/sync.ts declares each option). */
export interface SyncOptions extends GlobalOptions {
  /** List what the run would do, and change nothing. */
  dryRun?: true | undefined;
  /** How many notes the run may trash or move aside; a run that would remove more stops. */
  maxDelete?: number | undefined;
  /** Keep only this collection's notes in step (its title or id). */
  collection?: string | undefined;
  /** Make the collections a file names that Mem lacks. */
  createCollections?: true | undefined;
  /** Keep running until Ctrl-C. */
  watch?: true | undefined;
  /**
   * With `watch`, how often to ask Mem what changed, in seconds; without it, every 30 s while
   * things change, and up to every 5 minutes while they do not.
   */
  interval?: number | undefined;
  /** Sync a folder of Markdown that no memai command wrote. */
  adopt?: true | undefined;
}

// What `notes trash`, `notes restore` and `notes delete` share: one call for each id, in order.
import type { MemClient, RequestReceipt } from 'memai-sdk';
import { connect, type GlobalOptions } from '../../auth/connection.js';
import { CliError, perItemFailure, type FailureKind } from '../../errors.js';
import { tell, write, writeNdjson } from '../../io/output.js';

/**
 * Runs `call` for each id, in order, going on past a failure that concerns that note only; says
 * what happened to each, and fails as the first failure did when any failed.
 */
export async function eachNote(
  options: GlobalOptions,
  ids: string[],
  done: string,
  call: (client: MemClient, id: string) => Promise<RequestReceipt>,
) {
  const client = await connect(options);
  let firstFailure: FailureKind | undefined;
  for (const id of ids) {
    try {
      const receipt = await call(client, id);
      await (options.json === true ? writeNdjson([{ id, ...receipt }]) : write(`${done} ${id}\n`));
    } catch (error) {
      // Ctrl-C, a refused key, a used-up quota or an outage stop the batch: the next id would
      // fail the same way.
      const failure = await perItemFailure(error);
      if (failure === undefined) throw error;
      firstFailure ??= failure.kind;
      tell(`${id}: ${failure.message}`);
    }
  }
  if (firstFailure !== undefined) {
    throw new CliError(`Some notes were not changed; see above.`, firstFailure);
  }
}

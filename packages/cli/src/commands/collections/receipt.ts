// How a change that answers only a receipt (add, remove, move, delete) is reported.
import type { RequestReceipt } from 'memai-sdk';
import type { GlobalOptions } from '../../auth/connection.js';
import { write, writeJson } from '../../io/output.js';

/** A line for people, or the receipt as JSON. */
export function reportReceipt(options: GlobalOptions, line: string, receipt: RequestReceipt) {
  return options.json === true ? writeJson(receipt) : write(`${line}\n`);
}

#!/usr/bin/env node
// Replaces the vendored contract with a newer copy of Mem's OpenAPI document, and records where
// the copy came from. Run `node scripts/openapi/diff.mjs FILE` first to see what changes.
//
//   node scripts/openapi/vendor.mjs FILE --source "where FILE came from"
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { contractOf } from './contract.mjs';
import { contractPath, sourcePath } from './paths.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { source: { type: 'string' } },
});
const [file] = positionals;
if (file === undefined || values.source === undefined) {
  console.error('usage: node scripts/openapi/vendor.mjs FILE --source "where FILE came from"');
  process.exit(2);
}

const original = readFileSync(file);
const contract = contractOf(JSON.parse(original.toString('utf8')));
writeFileSync(contractPath, `${JSON.stringify(contract, null, 2)}\n`);
const source = {
  source: values.source,
  vendoredOn: new Date().toISOString().slice(0, 10),
  originalSha256: createHash('sha256').update(original).digest('hex'),
  apiVersion: /** @type {{ version?: unknown }} */ (contract['info'] ?? {}).version,
};
writeFileSync(sourcePath, `${JSON.stringify(source, null, 2)}\n`);
console.log(`Wrote ${contractPath} and ${sourcePath}; now run npm run openapi:types.`);

#!/usr/bin/env node
// Lists what a newer copy of Mem's OpenAPI document changes against the vendored contract: the
// operations added and removed, and each parameter and field that came, went or changed. Exits
// 0 when nothing changed, 1 when something did (as diff does), 2 on bad input.
//
//   node scripts/openapi/diff.mjs FILE
import { readFileSync } from 'node:fs';
import { compareContracts } from './compare.mjs';
import { contractOf } from './contract.mjs';
import { contractPath } from './paths.mjs';

const [file] = process.argv.slice(2);
if (file === undefined) {
  console.error('usage: node scripts/openapi/diff.mjs FILE (a copy of Mem’s OpenAPI document)');
  process.exit(2);
}

/** @type {Record<string, unknown>} */
let newer;
try {
  newer = contractOf(JSON.parse(readFileSync(file, 'utf8')));
} catch (error) {
  console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const vendored = JSON.parse(readFileSync(contractPath, 'utf8'));
const lines = compareContracts(vendored, newer);
if (lines.length === 0) {
  console.log('No operation or field changed.');
} else {
  console.log(lines.join('\n'));
}
process.exit(lines.length === 0 ? 0 : 1);

#!/usr/bin/env node
// Writes src/internal/version.ts from the version in package.json, so that the User-Agent names
// the version being built without anyone copying it by hand. The file is generated, not kept in
// git: `build`, `typecheck` and `test` run this first, which covers a fresh clone (lint runs
// `typecheck` before anything else). A JSON import cannot do it: tsconfig.build.json has
// `rootDir: src`, and package.json is outside it.
import { readFileSync, writeFileSync } from 'node:fs';

const packageJson = new URL('../package.json', import.meta.url);
const target = new URL('../src/internal/version.ts', import.meta.url);

/** @type {{ version: string }} */
const { version } = JSON.parse(readFileSync(packageJson, 'utf8'));
const text =
  '// Generated from package.json by scripts/write-version.mjs; do not edit or commit.\n' +
  `export const version = '${version}';\n`;

let current = '';
try {
  current = readFileSync(target, 'utf8');
} catch {
  // Not written yet.
}
// Rewriting an unchanged file would wake every watcher for nothing.
if (current !== text) writeFileSync(target, text);

#!/usr/bin/env node
// Checks the packages the published site and library run with (`npm audit --omit=dev`) for
// high or critical advisories. Fails on any. Some registries, mirrors among them, do not serve
// npm's advisories endpoint: then nothing can be checked, and this says so and exits 0 rather
// than fail every run for the network's sake; the test command counts the check as skipped.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit printed no report:\n${run.stderr}`);
  process.exit(1);
}

/** The exit code scripts/test.mjs counts as a skipped check. */
const skipped = 78;

if (report.vulnerabilities === undefined) {
  // npm's JSON for a failed request to the registry: { message, method, uri, ... }.
  if (report.message === undefined) {
    console.error(`npm audit failed:\n${run.stderr}`);
    process.exit(1);
  }
  console.warn(
    `SKIPPED: the registry does not serve security advisories (${report.message}), so no ` +
      'dependency could be checked.',
  );
  process.exit(skipped);
}

const counts = report.metadata.vulnerabilities;
const serious = Object.values(report.vulnerabilities).filter((found) =>
  ['high', 'critical'].includes(found.severity),
);
for (const found of serious) console.error(`${found.severity}: ${found.name} (${found.range})`);
console.log(
  `npm audit --omit=dev: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low`,
);
process.exit(serious.length === 0 ? 0 : 1);

// The two builds the benchmark compares: this site as it ships, and the same content built with
// Docusaurus's stock settings (./stock.config.mjs, with the template's browser targets), none of
// this site's optimisations. Each is built cold (after `docusaurus clear`) and then warm.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const website = fileURLToPath(new URL('./', import.meta.resolve('website/package.json')));

/** The browser targets create-docusaurus writes into a new site's package.json. */
const stockBrowserslist = '>0.5%, not dead, not op_mini all';

/**
 * One of the two builds.
 * @typedef {object} Variant
 * @property {'stock' | 'site'} name
 * @property {string} label
 * @property {string} buildDir
 * @property {string} [config] Passed to `docusaurus build --config`.
 * @property {Record<string, string>} env Added to the environment of `docusaurus`.
 * @property {boolean} prepare Whether deploy/prepare-build.mjs runs over the build.
 */

/**
 * A build's times, in seconds.
 * @typedef {{ coldSeconds: number, warmSeconds: number }} BuildTimes
 */

/** @type {Variant[]} */
export const variants = [
  {
    name: 'stock',
    label: 'stock Docusaurus',
    // Outside this folder: Docusaurus requires its server chunks from the build directory as
    // CommonJS, which Node loads as ES modules under bench/'s "type": "module".
    buildDir: `${join(tmpdir(), 'memai-sdk-bench-stock-build')}/`,
    config: new URL('stock.config.mjs', import.meta.url).pathname,
    env: { BROWSERSLIST: stockBrowserslist },
    // Served as built: nginx compresses each response itself.
    prepare: false,
  },
  // Built last, so website/build is this site's own build when the benchmark ends.
  // Prepared as `npm run build` does: header files and gzip copies (deploy/prepare-build.mjs).
  { name: 'site', label: 'this site', buildDir: `${website}build/`, env: {}, prepare: true },
];

/**
 * Runs the Docusaurus CLI in website/.
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @returns {number} How long it took, in seconds.
 */
function docusaurus(args, env) {
  const started = performance.now();
  const { status } = spawnSync('npx', ['docusaurus', ...args], {
    cwd: website,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (status !== 0) throw new Error(`npx docusaurus ${args.join(' ')} failed`);
  return (performance.now() - started) / 1000;
}

/**
 * Builds `variant` cold, then warm; returns both times in seconds.
 * @param {Variant} variant
 * @returns {BuildTimes}
 */
export function timeBuilds(variant) {
  docusaurus(['clear'], variant.env);
  const coldSeconds = build(variant);
  const warmSeconds = build(variant);
  return { coldSeconds, warmSeconds };
}

/**
 * Builds `variant` into its folder, prepared as it is served when `variant.prepare` says so.
 * @param {Pick<Variant, 'buildDir' | 'config' | 'env' | 'prepare'>} variant
 * @returns {number} How long the build took (without the preparing), in seconds.
 */
export function build(variant) {
  const seconds = docusaurus(
    [
      'build',
      '--out-dir',
      variant.buildDir,
      ...(variant.config === undefined ? [] : ['--config', variant.config]),
    ],
    variant.env,
  );
  if (variant.prepare) {
    const prepareBuild = fileURLToPath(import.meta.resolve('@memai-sdk/deploy/prepare-build'));
    const { status } = spawnSync('node', [prepareBuild, variant.buildDir], { stdio: 'ignore' });
    if (status !== 0) throw new Error(`prepare-site-build ${variant.buildDir} failed`);
  }
  return seconds;
}

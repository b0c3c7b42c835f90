#!/usr/bin/env node
// The checks the release workflow (.github/workflows/release.yml) makes before it publishes a
// tag, and the release notes it posts. Each published package has tags of its own:
//   memai-sdk   vX.Y.Z             from packages/sdk
//   memai-cli   memai-cli-vX.Y.Z   from packages/cli
// Run from anywhere:
//   node scripts/release.mjs check TAG        the tag may be released, or why not
//   node scripts/release.mjs notes TAG FILE   that, then writes its release notes to FILE
// A tag may be released when its version is the one in its package's package.json, and the
// package's CHANGELOG.md has a "## X.Y.Z" section with something in it. A memai-cli tag also needs
// the memai-sdk range that memai-cli depends on to admit the workspace's memai-sdk: that is the
// memai-sdk the tests ran the CLI against, and outside the range users would install another.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A package the workflow publishes.
 * @typedef {object} Releasable
 * @property {string} name The name on npm.
 * @property {string} dir Its workspace, from the repository's root.
 * @property {string} tagPrefix What its tags start with, before the version.
 */

/** @type {readonly Releasable[]} */
export const releasables = [
  { name: 'memai-sdk', dir: 'packages/sdk', tagPrefix: 'v' },
  { name: 'memai-cli', dir: 'packages/cli', tagPrefix: 'memai-cli-v' },
];

/**
 * What the checks read of a package.
 * @typedef {object} PackageState
 * @property {string} version From its package.json.
 * @property {Record<string, string>} dependencies From its package.json.
 * @property {string} changelog Its CHANGELOG.md.
 */

const versionSource = String.raw`(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)`;
const versionPattern = new RegExp(`^${versionSource}$`);

/**
 * The package and version a release tag names: `v1.2.3` gives memai-sdk 1.2.3,
 * `memai-cli-v1.2.3` memai-cli 1.2.3.
 * @param {string} tag
 * @returns {{ releasable: Releasable, version: string } | undefined} Undefined when the tag is not
 * a package's prefix and three numbers.
 */
export function parseTag(tag) {
  for (const releasable of releasables) {
    const found = new RegExp(`^${releasable.tagPrefix}(${versionSource})$`).exec(tag)?.[1];
    if (found !== undefined) return { releasable, version: found };
  }
  return undefined;
}

/**
 * The text of a version's section in a changelog: what follows its `## X.Y.Z` heading, up to the
 * next heading of the same level. Lines inside code fences are never headings.
 * @param {string} changelog Markdown.
 * @param {string} version For example `1.2.3`.
 * @returns {string | undefined} The section, trimmed; undefined when there is no such heading.
 */
export function changelogSection(changelog, version) {
  /** @type {string[] | undefined} */
  let section;
  let fence = '';
  for (const line of changelog.split(/\r?\n/)) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined && (fence === '' || marker.startsWith(fence))) {
      fence = fence === '' ? marker : '';
    } else if (fence === '' && /^## /.test(line)) {
      if (section !== undefined) break;
      if (line.trimEnd() === `## ${version}`) {
        section = [];
        continue;
      }
    }
    section?.push(line);
  }
  return section?.join('\n').trim();
}

/**
 * Whether a version is in a caret range, as npm reads `^X.Y.Z`: at least X.Y.Z and below the next
 * major version (from `^0.Y.Z`, the next minor; `^0.0.Z` is Z alone). Only that one form of range
 * is read, which is the form this repository writes, so no semver library is needed.
 * @param {string} range For example `^1.1.0`.
 * @param {string} version For example `1.2.0`.
 * @returns {boolean | undefined} Undefined when the range is not `^X.Y.Z` or the version is not
 * X.Y.Z.
 */
export function caretAllows(range, version) {
  if (!range.startsWith('^')) return undefined;
  const low = numbers(range.slice(1));
  const have = numbers(version);
  if (low === undefined || have === undefined) return undefined;
  const [major, minor, patch] = low;
  const [x, y, z] = have;
  const atLeast = x > major || (x === major && (y > minor || (y === minor && z >= patch)));
  const belowNext =
    major > 0
      ? x === major
      : minor > 0
        ? x === 0 && y === minor
        : x === 0 && y === 0 && z === patch;
  return atLeast && belowNext;
}

/**
 * @param {string} text
 * @returns {[number, number, number] | undefined} Undefined when the text is not X.Y.Z.
 */
function numbers(text) {
  if (!versionPattern.test(text)) return undefined;
  const [x = 0, y = 0, z = 0] = text.split('.').map(Number);
  return [x, y, z];
}

/**
 * The memai-sdk range memai-cli depends on, and whether the workspace's memai-sdk is in it.
 * @param {Record<string, PackageState>} packages By name.
 * @returns {{ range: string | undefined, sdkVersion: string, problem: string | undefined }}
 */
function sdkRangeCheck(packages) {
  const range = packages['memai-cli']?.dependencies['memai-sdk'];
  const sdkVersion = packages['memai-sdk']?.version ?? 'unknown';
  /** @type {string | undefined} */
  let problem;
  if (range === undefined) {
    problem = 'packages/cli/package.json does not depend on memai-sdk.';
  } else {
    const allows = caretAllows(range, sdkVersion);
    if (allows === undefined) {
      problem = `packages/cli/package.json depends on memai-sdk "${range}", which this check cannot read: it reads only a caret range such as ^1.2.3, against a memai-sdk version X.Y.Z (packages/sdk/package.json is at ${sdkVersion}).`;
    } else if (!allows) {
      problem = `memai-cli depends on memai-sdk ${range}, but packages/sdk/package.json is at ${sdkVersion}, outside that range: the CLI would be published against a memai-sdk it was not tested with. Release a memai-sdk in the range first, or change the range.`;
    }
  }
  return { range, sdkVersion, problem };
}

/**
 * Why a tag may not be released, if it may not.
 * @param {{ tag: string, packages: Record<string, PackageState> }} release The tag, and the
 * packages as the repository has them, by name (see readPackages).
 * @returns {string[]} One sentence per problem; empty when the tag may be released.
 */
export function releaseProblems({ tag, packages }) {
  const parsed = parseTag(tag);
  if (parsed === undefined) {
    const forms = releasables
      .map(({ name, tagPrefix }) => `${tagPrefix} and a version for ${name} (${tagPrefix}1.2.3)`)
      .join(', or ');
    return [`The tag ${tag} is not a release tag: it must be ${forms}.`];
  }
  const { releasable, version } = parsed;
  const { dir } = releasable;
  const state = packages[releasable.name];
  if (state === undefined) return [`${dir}/package.json was not read.`];
  const problems = [];
  if (version !== state.version) {
    problems.push(
      `The tag ${tag} names ${version}, but ${dir}/package.json is at ${state.version}.`,
    );
  }
  const section = changelogSection(state.changelog, version);
  if (section === undefined) {
    problems.push(`${dir}/CHANGELOG.md has no "## ${version}" section.`);
  } else if (section === '') {
    problems.push(`The "## ${version}" section of ${dir}/CHANGELOG.md is empty.`);
  }
  if (releasable.name === 'memai-cli') {
    const { problem } = sdkRangeCheck(packages);
    if (problem !== undefined) problems.push(problem);
  }
  return problems;
}

/**
 * The release notes of a tag that may be released: its changelog section, and for memai-cli the
 * memai-sdk it needs.
 * @param {{ tag: string, packages: Record<string, PackageState> }} release As for releaseProblems.
 * @returns {string} Markdown, ending with a newline.
 */
export function releaseNotes({ tag, packages }) {
  const parsed = parseTag(tag);
  const state = parsed && packages[parsed.releasable.name];
  if (parsed === undefined || state === undefined) throw new Error(`Not a release tag: ${tag}`);
  const notes = [changelogSection(state.changelog, parsed.version) ?? ''];
  if (parsed.releasable.name === 'memai-cli') {
    const { range, sdkVersion } = sdkRangeCheck(packages);
    notes.push(`Depends on memai-sdk ${range}; tested with memai-sdk ${sdkVersion}.`);
  }
  return `${notes.join('\n\n')}\n`;
}

/**
 * Reads every releasable package's version, dependencies and changelog from the repository.
 * @returns {Record<string, PackageState>} By name.
 */
export function readPackages() {
  const file = (/** @type {string} */ path) =>
    readFileSync(fileURLToPath(new URL(`../${path}`, import.meta.url)), 'utf8');
  return Object.fromEntries(
    releasables.map(({ name, dir }) => {
      // The fields npm requires of a workspace's package.json, and dependencies when it has any.
      const manifest = /** @type {{ version: string, dependencies?: Record<string, string> }} */ (
        JSON.parse(file(`${dir}/package.json`))
      );
      return [
        name,
        {
          version: manifest.version,
          dependencies: manifest.dependencies ?? {},
          changelog: file(`${dir}/CHANGELOG.md`),
        },
      ];
    }),
  );
}

/**
 * The command line: `check TAG` or `notes TAG FILE`.
 * @param {string[]} args
 * @returns {number} The exit code.
 */
export function main(args) {
  const [command, tag, notesFile] = args;
  if (
    tag === undefined ||
    !(
      (command === 'check' && args.length === 2) ||
      (command === 'notes' && notesFile !== undefined)
    )
  ) {
    console.error('Usage: release.mjs check TAG | release.mjs notes TAG FILE');
    return 2;
  }
  const packages = readPackages();
  const problems = releaseProblems({ tag, packages });
  const parsed = parseTag(tag);
  if (problems.length > 0 || parsed === undefined) {
    for (const problem of problems) console.error(problem);
    return 1;
  }
  if (notesFile !== undefined) {
    writeFileSync(notesFile, releaseNotes({ tag, packages }));
    console.log(`${tag}: release notes written to ${notesFile}`);
    return 0;
  }
  const { name, dir } = parsed.releasable;
  const facts = [
    `${dir}/package.json is at ${parsed.version}`,
    `${dir}/CHANGELOG.md has its section`,
  ];
  if (name === 'memai-cli') {
    const { range, sdkVersion } = sdkRangeCheck(packages);
    facts.push(`its memai-sdk range ${range} admits the workspace's memai-sdk ${sdkVersion}`);
  }
  const last = facts.pop();
  console.log(`${tag} may be released as ${name}: ${facts.join(', ')}, and ${last}.`);
  return 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}

#!/usr/bin/env node
// The checks the release workflow (.github/workflows/release.yml) makes before it publishes a
// version tag, and the release notes it posts. Run from anywhere:
//   node packages/sdk/scripts/release.mjs check v1.2.3        the tag may be released, or why not
//   node packages/sdk/scripts/release.mjs notes v1.2.3 FILE   that, then writes its notes to FILE
// A tag may be released when it is vX.Y.Z, X.Y.Z is the version in packages/sdk/package.json,
// and packages/sdk/CHANGELOG.md has a "## X.Y.Z" section with something in it.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const tagPattern = /^v((?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*))$/;

/**
 * The version a release tag names: `v1.2.3` gives `1.2.3`.
 * @param {string} tag
 * @returns {string | undefined} Undefined when the tag is not `v` and three numbers.
 */
export function versionFromTag(tag) {
  return tagPattern.exec(tag)?.[1];
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
 * Why a tag may not be released, if it may not.
 * @param {{ tag: string, packageVersion: string, changelog: string }} release
 * @returns {string[]} One sentence per problem; empty when the tag may be released.
 */
export function releaseProblems({ tag, packageVersion, changelog }) {
  const version = versionFromTag(tag);
  if (version === undefined) {
    return [`The tag ${tag} is not a release tag: it must be v and a version, such as v1.2.3.`];
  }
  const problems = [];
  if (version !== packageVersion) {
    problems.push(
      `The tag ${tag} names ${version}, but packages/sdk/package.json is at ${packageVersion}.`,
    );
  }
  const section = changelogSection(changelog, version);
  if (section === undefined) {
    problems.push(`packages/sdk/CHANGELOG.md has no "## ${version}" section.`);
  } else if (section === '') {
    problems.push(`The "## ${version}" section of packages/sdk/CHANGELOG.md is empty.`);
  }
  return problems;
}

/**
 * Reads the package's version and changelog from packages/sdk.
 * @returns {{ packageVersion: string, changelog: string }}
 */
export function readPackage() {
  const file = (/** @type {string} */ name) =>
    readFileSync(fileURLToPath(new URL(`../${name}`, import.meta.url)), 'utf8');
  const { version } = /** @type {{ version: string }} */ (JSON.parse(file('package.json')));
  return { packageVersion: version, changelog: file('CHANGELOG.md') };
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
  const { packageVersion, changelog } = readPackage();
  const problems = releaseProblems({ tag, packageVersion, changelog });
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    return 1;
  }
  if (notesFile !== undefined) {
    writeFileSync(notesFile, `${changelogSection(changelog, packageVersion)}\n`);
    console.log(`${tag}: release notes written to ${notesFile}`);
  } else {
    console.log(
      `${tag} may be released: package.json is at ${packageVersion}, and the changelog has its section.`,
    );
  }
  return 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}

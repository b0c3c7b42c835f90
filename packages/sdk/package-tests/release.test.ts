// The release script's checks, and its command line run against the repository's own files.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  changelogSection,
  readPackage,
  releaseProblems,
  versionFromTag,
} from '../scripts/release.mjs';
import { describeRun, packageDir, run } from './helpers.js';

const script = join(packageDir, 'scripts', 'release.mjs');

const changelog = `# Changelog

Intro.

## 2.1.0

Released 2027-01-02.

### Added

- \`client.notes.pin\`.

\`\`\`md
## 2.0.0
This heading is inside a code block.
\`\`\`

## 2.0.0

Released 2026-12-01.

## 1.9.0
`;

describe('versionFromTag', () => {
  it('reads the version of a vX.Y.Z tag', () => {
    expect(versionFromTag('v2.1.0')).toBe('2.1.0');
    expect(versionFromTag('v10.0.12')).toBe('10.0.12');
  });

  it('refuses tags that are not v and three numbers', () => {
    for (const tag of ['2.1.0', 'v2.1', 'v2.1.0-rc.1', 'v02.1.0', 'refs/tags/v2.1.0', 'v2.1.0 ']) {
      expect(versionFromTag(tag), tag).toBeUndefined();
    }
  });
});

describe('changelogSection', () => {
  it("gives a version's section, up to the next version, with its sub-headings", () => {
    expect(changelogSection(changelog, '2.1.0')).toBe(
      'Released 2027-01-02.\n\n### Added\n\n- `client.notes.pin`.\n\n```md\n## 2.0.0\nThis heading is inside a code block.\n```',
    );
  });

  it('does not take a heading inside a code block for a section', () => {
    expect(changelogSection(changelog, '2.0.0')).toBe('Released 2026-12-01.');
  });

  it('gives an empty section as empty, and a missing one as undefined', () => {
    expect(changelogSection(changelog, '1.9.0')).toBe('');
    expect(changelogSection(changelog, '1.8.0')).toBeUndefined();
  });

  it('matches the whole version, not a prefix of it', () => {
    expect(changelogSection('## 2.1.0-beta\n\nBeta.\n', '2.1.0')).toBeUndefined();
    expect(changelogSection('## 12.1.0\n\nOther.\n', '2.1.0')).toBeUndefined();
  });
});

describe('releaseProblems', () => {
  it('finds none when the tag, package.json and the changelog agree', () => {
    expect(releaseProblems({ tag: 'v2.1.0', packageVersion: '2.1.0', changelog })).toEqual([]);
  });

  it('names a tag that differs from package.json', () => {
    expect(releaseProblems({ tag: 'v2.0.0', packageVersion: '2.1.0', changelog })).toEqual([
      'The tag v2.0.0 names 2.0.0, but packages/sdk/package.json is at 2.1.0.',
    ]);
  });

  it('names a version with no section, or an empty one', () => {
    expect(releaseProblems({ tag: 'v2.2.0', packageVersion: '2.2.0', changelog })).toEqual([
      'packages/sdk/CHANGELOG.md has no "## 2.2.0" section.',
    ]);
    expect(releaseProblems({ tag: 'v1.9.0', packageVersion: '1.9.0', changelog })).toEqual([
      'The "## 1.9.0" section of packages/sdk/CHANGELOG.md is empty.',
    ]);
  });

  it('refuses a tag that is not a release tag', () => {
    expect(releaseProblems({ tag: 'latest', packageVersion: '2.1.0', changelog })).toEqual([
      'The tag latest is not a release tag: it must be v and a version, such as v1.2.3.',
    ]);
  });
});

describe('the release script', () => {
  const { packageVersion } = readPackage();

  it("passes the tag of package.json's version, which the changelog describes", async () => {
    const result = await run(process.execPath, [script, 'check', `v${packageVersion}`], {
      cwd: tmpdir(),
    });
    expect(result.exitCode, describeRun(result)).toBe(0);
  });

  it('fails, saying why, for a tag of another version', async () => {
    const result = await run(process.execPath, [script, 'check', 'v99.0.0'], { cwd: tmpdir() });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(`names 99.0.0, but packages/sdk/package.json is at`);
    expect(result.stderr).toContain('has no "## 99.0.0" section');
  });

  it("writes the changelog's section as the release notes", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'memai-sdk-release-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const notes = join(dir, 'notes.md');

    const result = await run(process.execPath, [script, 'notes', `v${packageVersion}`, notes], {
      cwd: tmpdir(),
    });

    expect(result.exitCode, describeRun(result)).toBe(0);
    const changelogText = await readFile(join(packageDir, 'CHANGELOG.md'), 'utf8');
    expect(await readFile(notes, 'utf8')).toBe(
      `${changelogSection(changelogText, packageVersion)}\n`,
    );
  });

  it('explains its usage when called without a tag', async () => {
    const result = await run(process.execPath, [script, 'check'], { cwd: tmpdir() });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('Usage:');
  });
});

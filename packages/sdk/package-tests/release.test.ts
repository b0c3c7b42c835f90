// The release script's checks, for memai-sdk's tags and memai-cli's, and its command line run
// against the repository's own files.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  caretAllows,
  changelogSection,
  parseTag,
  readPackages,
  releaseNotes,
  releaseProblems,
} from '@memai-sdk/scripts/release';
import { describeRun, repositoryDir, run } from './helpers.js';

const script = join(repositoryDir, 'scripts', 'release.mjs');

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

const cliChangelog = `# Changelog

## 1.1.0

Released 2027-01-03.

- \`memai notes pin\`.

## 1.0.0

The first release.
`;

/** Both packages as the checks read them: memai-sdk 2.1.0, and memai-cli 1.1.0 on ^2.1.0. */
function packages(
  change: { sdkVersion?: string; cliVersion?: string; sdkRange?: string | undefined } = {},
) {
  const { sdkVersion = '2.1.0', cliVersion = '1.1.0' } = change;
  const sdkRange = 'sdkRange' in change ? change.sdkRange : '^2.1.0';
  return {
    'memai-sdk': { version: sdkVersion, dependencies: {}, changelog },
    'memai-cli': {
      version: cliVersion,
      dependencies: {
        commander: '14.0.3',
        ...(sdkRange === undefined ? {} : { 'memai-sdk': sdkRange }),
      },
      changelog: cliChangelog,
    },
  };
}

describe('parseTag', () => {
  it("reads memai-sdk's version from a vX.Y.Z tag", () => {
    expect(parseTag('v2.1.0')).toMatchObject({
      releasable: { name: 'memai-sdk', dir: 'packages/sdk' },
      version: '2.1.0',
    });
    expect(parseTag('v10.0.12')?.version).toBe('10.0.12');
  });

  it("reads memai-cli's version from a memai-cli-vX.Y.Z tag", () => {
    expect(parseTag('memai-cli-v1.0.0')).toMatchObject({
      releasable: { name: 'memai-cli', dir: 'packages/cli' },
      version: '1.0.0',
    });
  });

  it("refuses tags that are not a package's prefix and three numbers", () => {
    for (const tag of [
      '2.1.0',
      'v2.1',
      'v2.1.0-rc.1',
      'v02.1.0',
      'refs/tags/v2.1.0',
      'v2.1.0 ',
      'memai-cli-1.0.0',
      'memai-cli-v1.0',
      'memai-cli-v1.0.0-rc.1',
      'memai-sdk-v1.0.0',
      'cli-v1.0.0',
      'xmemai-cli-v1.0.0',
    ]) {
      expect(parseTag(tag), tag).toBeUndefined();
    }
  });
});

describe('caretAllows', () => {
  it('admits from the version named up to the next major', () => {
    expect(caretAllows('^1.1.0', '1.1.0')).toBe(true);
    expect(caretAllows('^1.1.0', '1.1.5')).toBe(true);
    expect(caretAllows('^1.1.0', '1.9.0')).toBe(true);
    expect(caretAllows('^1.1.0', '1.0.9')).toBe(false);
    expect(caretAllows('^1.1.0', '2.0.0')).toBe(false);
    expect(caretAllows('^1.1.3', '1.1.2')).toBe(false);
  });

  it('admits up to the next minor from 0.Y.Z, and Z alone from 0.0.Z, as npm does', () => {
    expect(caretAllows('^0.2.1', '0.2.5')).toBe(true);
    expect(caretAllows('^0.2.1', '0.3.0')).toBe(false);
    expect(caretAllows('^0.0.3', '0.0.3')).toBe(true);
    expect(caretAllows('^0.0.3', '0.0.4')).toBe(false);
  });

  it('reads nothing but ^X.Y.Z, and a version X.Y.Z', () => {
    for (const range of ['~1.1.0', '>=1.1.0', '1.1.0', '^1.1', '^1.1.0 || ^2.0.0', '*']) {
      expect(caretAllows(range, '1.1.0'), range).toBeUndefined();
    }
    expect(caretAllows('^1.1.0', '1.2.0-beta.1')).toBeUndefined();
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
    expect(releaseProblems({ tag: 'v2.1.0', packages: packages() })).toEqual([]);
    expect(releaseProblems({ tag: 'memai-cli-v1.1.0', packages: packages() })).toEqual([]);
  });

  it('names a tag that differs from package.json', () => {
    expect(releaseProblems({ tag: 'v2.0.0', packages: packages() })).toEqual([
      'The tag v2.0.0 names 2.0.0, but packages/sdk/package.json is at 2.1.0.',
    ]);
    expect(releaseProblems({ tag: 'memai-cli-v1.0.0', packages: packages() })).toEqual([
      'The tag memai-cli-v1.0.0 names 1.0.0, but packages/cli/package.json is at 1.1.0.',
    ]);
  });

  it("reads the tag's own package: a memai-cli version is not checked against memai-sdk", () => {
    expect(releaseProblems({ tag: 'v1.1.0', packages: packages() })).toContain(
      'The tag v1.1.0 names 1.1.0, but packages/sdk/package.json is at 2.1.0.',
    );
  });

  it('names a version with no section, or an empty one', () => {
    expect(releaseProblems({ tag: 'v2.2.0', packages: packages({ sdkVersion: '2.2.0' }) })).toEqual(
      ['packages/sdk/CHANGELOG.md has no "## 2.2.0" section.'],
    );
    expect(releaseProblems({ tag: 'v1.9.0', packages: packages({ sdkVersion: '1.9.0' }) })).toEqual(
      ['The "## 1.9.0" section of packages/sdk/CHANGELOG.md is empty.'],
    );
    expect(
      releaseProblems({ tag: 'memai-cli-v1.2.0', packages: packages({ cliVersion: '1.2.0' }) }),
    ).toEqual(['packages/cli/CHANGELOG.md has no "## 1.2.0" section.']);
  });

  it('refuses a tag that is not a release tag', () => {
    expect(releaseProblems({ tag: 'latest', packages: packages() })).toEqual([
      'The tag latest is not a release tag: it must be v and a version for memai-sdk (v1.2.3), or memai-cli-v and a version for memai-cli (memai-cli-v1.2.3).',
    ]);
  });

  it("refuses memai-cli when its memai-sdk range does not admit the workspace's memai-sdk", () => {
    const tag = 'memai-cli-v1.1.0';
    expect(releaseProblems({ tag, packages: packages({ sdkRange: '^2.2.0' }) })).toEqual([
      'memai-cli depends on memai-sdk ^2.2.0, but packages/sdk/package.json is at 2.1.0, outside that range: the CLI would be published against a memai-sdk it was not tested with. Release a memai-sdk in the range first, or change the range.',
    ]);
    expect(releaseProblems({ tag, packages: packages({ sdkVersion: '3.0.0' }) })).toEqual([
      'memai-cli depends on memai-sdk ^2.1.0, but packages/sdk/package.json is at 3.0.0, outside that range: the CLI would be published against a memai-sdk it was not tested with. Release a memai-sdk in the range first, or change the range.',
    ]);
  });

  it('refuses memai-cli when its memai-sdk range is not a caret range, or is missing', () => {
    const tag = 'memai-cli-v1.1.0';
    expect(releaseProblems({ tag, packages: packages({ sdkRange: '>=2.0.0' }) })).toEqual([
      'packages/cli/package.json depends on memai-sdk ">=2.0.0", which this check cannot read: it reads only a caret range such as ^1.2.3, against a memai-sdk version X.Y.Z (packages/sdk/package.json is at 2.1.0).',
    ]);
    expect(releaseProblems({ tag, packages: packages({ sdkRange: undefined }) })).toEqual([
      'packages/cli/package.json does not depend on memai-sdk.',
    ]);
  });

  it("does not hold memai-sdk's release to memai-cli's range", () => {
    expect(releaseProblems({ tag: 'v2.1.0', packages: packages({ sdkRange: '^9.0.0' }) })).toEqual(
      [],
    );
  });
});

describe('releaseNotes', () => {
  it("are memai-sdk's changelog section", () => {
    expect(releaseNotes({ tag: 'v2.0.0', packages: packages({ sdkVersion: '2.0.0' }) })).toBe(
      'Released 2026-12-01.\n',
    );
  });

  it("are memai-cli's changelog section, and the memai-sdk it depends on and was tested with", () => {
    expect(releaseNotes({ tag: 'memai-cli-v1.1.0', packages: packages() })).toBe(
      'Released 2027-01-03.\n\n- `memai notes pin`.\n\nDepends on memai-sdk ^2.1.0; tested with memai-sdk 2.1.0.\n',
    );
  });
});

describe('the release script', () => {
  const current = readPackages();
  const sdkVersion = current['memai-sdk']?.version ?? '';
  const cliVersion = current['memai-cli']?.version ?? '';

  it("passes memai-sdk's tag of its package.json's version, which the changelog describes", async () => {
    const result = await run(process.execPath, [script, 'check', `v${sdkVersion}`], {
      cwd: tmpdir(),
    });
    expect(result.exitCode, describeRun(result)).toBe(0);
    expect(result.stdout).toContain(`v${sdkVersion} may be released as memai-sdk:`);
  });

  it("passes memai-cli's tag, saying which memai-sdk its range admits", async () => {
    const tag = `memai-cli-v${cliVersion}`;
    const result = await run(process.execPath, [script, 'check', tag], { cwd: tmpdir() });
    expect(result.exitCode, describeRun(result)).toBe(0);
    const range = current['memai-cli']?.dependencies['memai-sdk'];
    expect(result.stdout).toBe(
      `${tag} may be released as memai-cli: packages/cli/package.json is at ${cliVersion}, packages/cli/CHANGELOG.md has its section, and its memai-sdk range ${range} admits the workspace's memai-sdk ${sdkVersion}.\n`,
    );
  });

  it('fails, saying why, for a tag of another version', async () => {
    const result = await run(process.execPath, [script, 'check', 'v99.0.0'], { cwd: tmpdir() });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(`names 99.0.0, but packages/sdk/package.json is at`);
    expect(result.stderr).toContain('has no "## 99.0.0" section');

    const cli = await run(process.execPath, [script, 'check', 'memai-cli-v99.0.0'], {
      cwd: tmpdir(),
    });
    expect(cli.exitCode).toBe(1);
    expect(cli.stderr).toContain(`names 99.0.0, but packages/cli/package.json is at`);
    expect(cli.stderr).toContain('packages/cli/CHANGELOG.md has no "## 99.0.0" section');
  });

  it('fails, saying why, for a tag of no package', async () => {
    const result = await run(process.execPath, [script, 'check', `memai-cli-${cliVersion}`], {
      cwd: tmpdir(),
    });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('is not a release tag');
  });

  it("writes each package's release notes", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'memai-release-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));

    for (const tag of [`v${sdkVersion}`, `memai-cli-v${cliVersion}`]) {
      const notes = join(dir, `${tag}.md`);
      const result = await run(process.execPath, [script, 'notes', tag, notes], { cwd: tmpdir() });
      expect(result.exitCode, describeRun(result)).toBe(0);
      expect(await readFile(notes, 'utf8')).toBe(releaseNotes({ tag, packages: current }));
    }
    const sdkChangelog = await readFile(join(repositoryDir, 'packages/sdk/CHANGELOG.md'), 'utf8');
    expect(releaseNotes({ tag: `v${sdkVersion}`, packages: current })).toBe(
      `${changelogSection(sdkChangelog, sdkVersion)}\n`,
    );
  });

  it('explains its usage when called without a tag', async () => {
    const result = await run(process.execPath, [script, 'check'], { cwd: tmpdir() });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('Usage:');
  });
});

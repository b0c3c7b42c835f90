// The release workflow, read as GitHub reads it: when it runs, what it may do, that nothing is
// published before the tests pass and the tag, the version and the changelog agree, and that each
// package's tag publishes that package and no other.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseTag } from '@memai-sdk/scripts/release';
import { repositoryDir } from './helpers.js';

interface Step {
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

interface Job {
  'runs-on': string;
  container?: string;
  needs?: string | string[];
  steps: Step[];
}

interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

let workflow: Workflow;

beforeAll(async () => {
  const text = await readFile(join(repositoryDir, '.github/workflows/release.yml'), 'utf8');
  workflow = parse(text) as Workflow;
});

function job(name: string): Job {
  const found = workflow.jobs[name];
  if (found === undefined) throw new Error(`The workflow has no job ${name}`);
  return found;
}

/** The index of the one step whose command matches, failing when there is not exactly one. */
function stepIndex(steps: Step[], command: RegExp): number {
  const indexes = steps.flatMap((step, index) => (command.test(step.run ?? '') ? [index] : []));
  expect(indexes, `one step runs ${command}`).toHaveLength(1);
  return indexes[0] ?? -1;
}

/** GitHub's filter pattern as a regular expression: [0-9] a digit, + one or more, . itself. */
function matchesTagFilter(pattern: string, tag: string): boolean {
  const source = pattern.replace(/\./g, '\\.').replace(/\*/g, '[^/]*');
  return new RegExp(`^${source}$`).test(tag);
}

function tagFilters(): string[] {
  const push = workflow.on.push as Record<string, string[]>;
  return push.tags ?? [];
}

/**
 * Whether a step runs for a tag: it has no condition, or its condition, which may only be
 * `startsWith(github.ref_name, '…')` (anything else fails the test, rather than being guessed at).
 */
function runsFor(step: Step, tag: string): boolean {
  if (step.if === undefined) return true;
  const prefix = /^startsWith\(github\.ref_name, '([^']*)'\)$/.exec(step.if)?.[1];
  if (prefix === undefined) throw new Error(`A condition this test cannot read: ${step.if}`);
  return tag.startsWith(prefix);
}

/** The steps of the publish job that run for a tag, and the one of them that runs the command. */
function publishStepFor(tag: string, command: RegExp): Step {
  const running = job('publish').steps.filter((step) => runsFor(step, tag));
  const matching = running.filter((step) => command.test(step.run ?? ''));
  expect(matching, `for ${tag}, one step runs ${command}`).toHaveLength(1);
  return matching[0] ?? {};
}

/** A tag of each package, with what the workflow must do for it. */
const releases = [
  {
    tag: 'v1.2.3',
    workspace: 'packages/sdk',
    title: 'memai-sdk v1.2.3',
  },
  {
    tag: 'memai-cli-v1.2.3',
    workspace: 'packages/cli',
    title: 'memai-cli v1.2.3',
  },
];

describe('the release workflow', () => {
  it('runs only for a pushed version tag: vX.Y.Z for memai-sdk, memai-cli-vX.Y.Z for memai-cli', () => {
    expect(Object.keys(workflow.on)).toEqual(['push']);
    expect(Object.keys(workflow.on.push as object)).toEqual(['tags']);
    const [sdk = '', cli = '', ...others] = tagFilters();
    expect(others).toEqual([]);
    for (const tag of ['v1.0.0', 'v1.2.3', 'v10.20.30']) {
      expect(matchesTagFilter(sdk, tag), tag).toBe(true);
      expect(matchesTagFilter(cli, tag), tag).toBe(false);
    }
    for (const tag of ['memai-cli-v1.0.0', 'memai-cli-v10.20.30']) {
      expect(matchesTagFilter(cli, tag), tag).toBe(true);
      expect(matchesTagFilter(sdk, tag), tag).toBe(false);
    }
    for (const tag of [
      '1.2.3',
      'v1.2',
      'v1.2.3-rc.1',
      'release-1.2.3',
      'v1.2.x',
      'memai-cli-1.2.3',
      'memai-cli-v1.2',
      'memai-cli-v1.2.3-rc.1',
      'memai-sdk-v1.2.3',
      'cli-v1.2.3',
    ]) {
      expect(
        tagFilters().some((pattern) => matchesTagFilter(pattern, tag)),
        tag,
      ).toBe(false);
    }
  });

  it('starts for the tags the release script accepts, each naming the package it publishes', () => {
    for (const tag of ['v1.2.3', 'memai-cli-v1.2.3', 'memai-cli-1.2.3', 'v1.2', 'cli-v1.2.3']) {
      expect(
        tagFilters().some((pattern) => matchesTagFilter(pattern, tag)),
        tag,
      ).toBe(parseTag(tag) !== undefined);
    }
    expect(parseTag('v1.2.3')?.releasable).toMatchObject({
      name: 'memai-sdk',
      dir: 'packages/sdk',
    });
    expect(parseTag('memai-cli-v1.2.3')?.releasable).toMatchObject({
      name: 'memai-cli',
      dir: 'packages/cli',
    });
  });

  it('may write releases and sign provenance, and nothing else', () => {
    expect(workflow.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
  });

  it("runs the README's test command on Debian with Node 20, after checking the tag", async () => {
    const readme = await readFile(join(repositoryDir, 'README.md'), 'utf8');
    expect(readme).toMatch(/^npm ci && npm test\b/m);
    const test = job('test');
    expect(test.container).toMatch(/^node:20-bookworm$/);
    const check = stepIndex(test.steps, /^node scripts\/release\.mjs check "\$GITHUB_REF_NAME"$/);
    const tests = stepIndex(test.steps, /^npm ci && npm test$/);
    expect(check).toBeLessThan(tests);
  });

  it('publishes only after the tests pass, from Node 20 with the npm registry', () => {
    const publish = job('publish');
    expect(publish.needs).toBe('test');
    const setup = publish.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setup?.with).toMatchObject({
      'node-version': 20,
      'registry-url': 'https://registry.npmjs.org',
    });
  });

  it('checks the tag and writes the notes, publishes with provenance, then makes the release', () => {
    const { steps } = job('publish');
    const notes = stepIndex(
      steps,
      /^node scripts\/release\.mjs notes "\$GITHUB_REF_NAME" "\$RUNNER_TEMP\/release-notes\.md"$/,
    );
    expect(steps[notes]?.if, 'the notes step runs for every tag').toBeUndefined();
    expect(stepIndex(steps, /^npm ci$/)).toBeLessThan(notes);
    for (const { tag } of releases) {
      const publish = steps.indexOf(publishStepFor(tag, /^npm publish /));
      const release = steps.indexOf(publishStepFor(tag, /^gh release create /));
      expect(notes, tag).toBeLessThan(publish);
      expect(publish, tag).toBeLessThan(release);
      expect(steps[publish]?.env, tag).toEqual({ NODE_AUTH_TOKEN: '${{ secrets.NPM_TOKEN }}' });
      expect(steps[release]?.env, tag).toEqual({ GH_TOKEN: '${{ github.token }}' });
    }
  });

  it("publishes each package's tag from that package's workspace, and no other", () => {
    for (const { tag, workspace } of releases) {
      const publish = publishStepFor(tag, /^npm publish /);
      expect(publish.run, tag).toBe(
        `npm publish --provenance --access public --workspace ${workspace}`,
      );
    }
  });

  it("makes a GitHub release of the tag, titled with the package's name, with the notes", () => {
    for (const { tag, title } of releases) {
      const { run = '' } = publishStepFor(tag, /^gh release create /);
      const [, titleWord = '', rest = ''] = / --title ("[^"]*")(.*)$/.exec(run) ?? [];
      expect(run.slice(0, run.indexOf(' --title')), tag).toBe(
        'gh release create "$GITHUB_REF_NAME" --verify-tag',
      );
      expect(rest, tag).toBe(' --notes-file "$RUNNER_TEMP/release-notes.md"');
      // The title as the runner's bash expands it for this tag.
      const expanded = execFileSync('bash', ['-c', `printf %s ${titleWord}`], {
        env: { PATH: process.env.PATH, GITHUB_REF_NAME: tag },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(expanded, tag).toBe(title);
    }
  });

  it('pastes no expression into a shell command, where a crafted tag could run code', () => {
    const commands = Object.values(workflow.jobs).flatMap((each) =>
      each.steps.flatMap((step) => (step.run === undefined ? [] : [step.run])),
    );
    expect(commands.filter((command) => command.includes('${{'))).toEqual([]);
  });

  it('runs a release script that exists', () => {
    expect(existsSync(join(repositoryDir, 'scripts/release.mjs'))).toBe(true);
  });
});

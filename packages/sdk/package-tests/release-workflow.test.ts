// The release workflow, read as GitHub reads it: when it runs, what it may do, and that nothing is
// published before the tests pass and the tag, the version and the changelog agree.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { repositoryDir } from './helpers.js';

interface Step {
  name?: string;
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

describe('the release workflow', () => {
  it('runs only for a pushed version tag vX.Y.Z', () => {
    expect(Object.keys(workflow.on)).toEqual(['push']);
    const push = workflow.on.push as Record<string, string[]>;
    expect(Object.keys(push)).toEqual(['tags']);
    const [pattern = ''] = push.tags ?? [];
    for (const tag of ['v1.0.0', 'v1.2.3', 'v10.20.30']) {
      expect(matchesTagFilter(pattern, tag), tag).toBe(true);
    }
    for (const tag of ['1.2.3', 'v1.2', 'v1.2.3-rc.1', 'release-1.2.3', 'v1.2.x']) {
      expect(matchesTagFilter(pattern, tag), tag).toBe(false);
    }
  });

  it('may write releases and sign provenance, and nothing else', () => {
    expect(workflow.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
  });

  it("runs the README's test command on Debian with Node 20, after checking the tag", async () => {
    const readme = await readFile(join(repositoryDir, 'README.md'), 'utf8');
    expect(readme).toMatch(/^npm ci && npm test\b/m);
    const test = job('test');
    expect(test.container).toMatch(/^node:20-bookworm$/);
    const check = stepIndex(test.steps, /^node packages\/sdk\/scripts\/release\.mjs check /);
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
      /^node packages\/sdk\/scripts\/release\.mjs notes "\$GITHUB_REF_NAME" "\$RUNNER_TEMP\/release-notes\.md"$/,
    );
    const publish = stepIndex(
      steps,
      /^npm publish --provenance --access public --workspace packages\/sdk$/,
    );
    const release = stepIndex(
      steps,
      /^gh release create "\$GITHUB_REF_NAME" .*--notes-file "\$RUNNER_TEMP\/release-notes\.md"/,
    );
    expect(stepIndex(steps, /^npm ci$/)).toBeLessThan(notes);
    expect(notes).toBeLessThan(publish);
    expect(publish).toBeLessThan(release);
    expect(steps[publish]?.env).toEqual({ NODE_AUTH_TOKEN: '${{ secrets.NPM_TOKEN }}' });
    expect(steps[release]?.env).toEqual({ GH_TOKEN: '${{ github.token }}' });
  });

  it('pastes no expression into a shell command, where a crafted tag could run code', () => {
    const commands = Object.values(workflow.jobs).flatMap((each) =>
      each.steps.flatMap((step) => (step.run === undefined ? [] : [step.run])),
    );
    expect(commands.filter((command) => command.includes('${{'))).toEqual([]);
  });

  it('runs a release script that exists', () => {
    expect(existsSync(join(repositoryDir, 'packages/sdk/scripts/release.mjs'))).toBe(true);
  });
});

import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { world } from './memai.js';

/**
 * What bash offers on Tab after each command line, with memai's completion script loaded the way
 * a reader loads it: over Debian's bash-completion, or in a bash without it.
 */
async function bashCompletes(
  home: string,
  env: Record<string, string>,
  lines: string[][],
  withBashCompletion: boolean,
) {
  const script = join(home, 'memai.bash');
  const generated = await runMemai(['completion', 'bash'], env);
  await writeFile(script, generated);
  const program = [
    withBashCompletion ? 'source /usr/share/bash-completion/bash_completion' : '',
    `source ${script}`,
    'offer() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}; COMPREPLY=(); __memai_complete; printf "%s\\n" "${COMPREPLY[@]}"; echo "--"; }',
    ...lines.map((words) => `offer ${words.map((word) => `'${word}'`).join(' ')}`),
  ].join('\n');
  const printed = await run('bash', ['--norc', '--noprofile', '-c', program], env);
  return printed
    .split('--\n')
    .slice(0, lines.length)
    .map((block) => block.split('\n').filter((line) => line !== ''));
}

function runMemai(args: string[], env: Record<string, string>) {
  return run('memai', args, env);
}

function run(file: string, args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn(file, args, {
    env: {
      PATH: `${inject('binDir')}${delimiter}${process.env.PATH ?? ''}`,
      NO_COLOR: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${file} exited with ${code}`)),
    );
  });
}

describe('memai completion', () => {
  it.each([
    ['over the bash-completion package', true],
    ['in a bash without the bash-completion package', false],
  ])(
    'completes commands, verbs, options and collection titles in bash, %s',
    async (_, withPackage) => {
      const { server, home } = await world();
      server.seed({ collections: [{ title: 'Work' }, { title: 'Home' }] });
      const env = { HOME: home, MEM_BASE_URL: server.url, MEM_API_KEY: server.apiKey };
      const offered = await bashCompletes(
        home,
        env,
        [
          ['memai', 'no'],
          ['memai', 'notes', 'l'],
          ['memai', 'notes', 'list', '--order-by', ''],
          ['memai', 'notes', 'create', '--collection', ''],
        ],
        withPackage,
      );
      const [noun, verb, choices, titles] = offered;
      expect({ noun, verb, choices }).toEqual({
        noun: ['notes'],
        verb: ['list'],
        choices: ['updated_at', 'created_at'],
      });
      // Mem lists collections newest first.
      expect(titles?.sort()).toEqual(['Home', 'Work']);
    },
  );

  it('prints a script for each shell it knows, and refuses another', async () => {
    const { memai } = await world();
    for (const shell of ['bash', 'zsh', 'fish', 'powershell']) {
      const printed = await memai(['completion', shell]);
      expect(printed.exitCode, shell).toBe(0);
      expect(printed.stdout, shell).toContain('memai complete');
    }
    const refused = await memai(['completion', 'tcsh']);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toMatch(/Allowed choices are bash, zsh, fish, powershell/);
  });
});

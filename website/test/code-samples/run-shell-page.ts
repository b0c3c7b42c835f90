// Runs a command-line page (docs/cli) the way a reader would: its ```bash blocks, in page order,
// typed into one shell on a terminal, with the built `memai` on the PATH. A terminal, because
// `memai` prints tables for people there and tab-separated rows elsewhere, and the page shows
// what a reader sees; `script` (util-linux, in every Debian) gives the shell one.
//
// Fence words on a ```bash block:
// - `no-run`: not run (it installs from npm, or needs a real key or a person at the keyboard). No
//   ```text block may follow it, since nothing would check that output.
// - `background`: a command that runs until Ctrl-C in a terminal of its own (`memai local`). It
//   starts before the page's other blocks, must print the ```text block that follows it, and is
//   stopped with Ctrl-C once they have run. A `--port N` in it is replaced by a free port,
//   everywhere on the page, so that two runs at once never collide; the output shows N again.
// A page without a background block runs against a fresh local Mem whose address and key are in
// MEM_BASE_URL and MEM_API_KEY, as a reader's shell has them, and must leave nothing behind.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { onTestFinished } from 'vitest';
import { startMemServer } from '../../../packages/sdk/src/testing.js';
import { repoRoot } from '../../src/program-runner/program-pages.js';
import { comparable } from '../../src/program-runner/comparable.js';

type LocalMem = Awaited<ReturnType<typeof startMemServer>>;

/** The built command line, as `npm run build --workspace packages/cli` writes it. */
export const cliBin = join(repoRoot, 'packages/cli/dist/bin.js');

/**
 * A folder in `folder` holding a `memai` that runs the built command line, for PATH; it fails,
 * saying how to build it, when it is not built.
 */
export function memaiOnPath(folder: string): string {
  if (!existsSync(cliBin)) {
    throw new Error(`${cliBin} is missing: run \`npm run build --workspace packages/cli\` first.`);
  }
  const bin = join(folder, '.bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'memai'), `#!/bin/sh\nexec "${process.execPath}" "${cliBin}" "$@"\n`);
  chmodSync(join(bin, 'memai'), 0o755);
  return bin;
}

/** A fenced block of a page: its language, the words after it, its code. */
type Block = { lang: string; words: string[]; code: string; line: number };

/** The ```bash and ```text blocks of `file`, in page order. */
export function pageBlocks(file: string): Block[] {
  type Node = {
    type: string;
    lang?: string | null;
    meta?: string | null;
    value?: string;
    position?: { start: { line: number } };
    children?: Node[];
  };
  const blocks: Block[] = [];
  const visit = (node: Node) => {
    if (node.type === 'code' && (node.lang === 'bash' || node.lang === 'text')) {
      blocks.push({
        lang: node.lang,
        words: (node.meta ?? '').split(/\s+/).filter(Boolean),
        code: node.value ?? '',
        line: node.position?.start.line ?? 0,
      });
    }
    node.children?.forEach(visit);
  };
  visit(fromMarkdown(readFileSync(join(repoRoot, file), 'utf8')) as Node);
  return blocks;
}

/** What a page shows: its commands and the output each part is expected to print. */
export type ShellPage = {
  /** The blocks a reader types into their shell, in order. */
  commands: string[];
  /** The lines the ```text blocks after them show. */
  output: string[];
  /** The one command run in a terminal of its own, and what it prints. */
  background?: { command: string; output: string[] };
};

/** Splits a page into what runs in the shell, what runs in the background, and their output. */
export function shellPage(file: string): ShellPage {
  const page: ShellPage = { commands: [], output: [] };
  let owner: 'shell' | 'background' | 'none' | undefined;
  for (const block of pageBlocks(file)) {
    if (block.lang === 'bash') {
      if (block.words.includes('no-run')) {
        owner = 'none';
      } else if (block.words.includes('background')) {
        if (page.background !== undefined) throw new Error(`${file}: one background block only`);
        page.background = { command: block.code, output: [] };
        owner = 'background';
      } else {
        page.commands.push(block.code);
        owner = 'shell';
      }
      continue;
    }
    const lines = block.code.split('\n');
    if (owner === 'shell') page.output.push(...lines);
    else if (owner === 'background') page.background?.output.push(...lines);
    else {
      throw new Error(
        `${file}:${block.line}: this output follows no command that runs, so nothing checks it`,
      );
    }
  }
  return page;
}

/** What a run printed, the local Mem it used (if the page brought none), and its background exit. */
export type ShellRun = {
  printed: string[];
  backgroundPrinted: string[];
  backgroundExit?: number | null;
  server?: LocalMem;
};

/** Runs `file`'s commands in a fresh folder, as a reader would type them, and returns the output. */
export async function runShellPage(file: string): Promise<ShellRun> {
  const page = shellPage(file);
  if (/\bjq\b/.test(page.commands.join('\n')) && !onPath('jq')) {
    throw new Error(`${file} pipes into jq, which is missing: run \`node scripts/ensure-jq.mjs\`.`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'memai-cli-page-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  const bin = memaiOnPath(folder);

  // A reader's environment, but never their stored key or their Mem.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${bin}:${process.env.PATH ?? ''}`,
    HOME: folder,
    XDG_CONFIG_HOME: join(folder, '.config'),
    TERM: 'xterm',
  };
  delete env.MEM_API_KEY;
  delete env.MEM_BASE_URL;
  delete env.NO_COLOR;

  let script = page.commands.join('\n');
  const run: ShellRun = { printed: [], backgroundPrinted: [] };
  let background: ChildProcess | undefined;
  let restorePort = (line: string) => line;
  if (page.background === undefined) {
    const server = await startMemServer();
    onTestFinished(() => server.close());
    env.MEM_BASE_URL = server.url;
    env.MEM_API_KEY = server.apiKey;
    run.server = server;
  } else {
    let command = page.background.command;
    const pagePort = /--port (\d+)/.exec(command)?.[1];
    if (pagePort !== undefined) {
      const port = String(await freePort());
      const swap = (text: string) =>
        text
          .replaceAll(`--port ${pagePort}`, `--port ${port}`)
          .replaceAll(`:${pagePort}`, `:${port}`);
      command = swap(command);
      script = swap(script);
      restorePort = (line) => line.replaceAll(`:${port}`, `:${pagePort}`);
    }
    // Its own process group, so that Ctrl-C reaches the shell and `memai` alike.
    background = spawn('bash', ['-c', `exec 2>&1\n${command}`], {
      cwd: folder,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => background?.on('exit', resolve));
    onTestFinished(() => {
      if (background?.exitCode === null) background.kill('SIGKILL');
    });
    run.backgroundPrinted = await firstLines(background, page.background.output.length);
    try {
      run.printed = await runInTerminal(script, folder, env);
    } finally {
      process.kill(-(background.pid ?? 0), 'SIGINT');
      run.backgroundExit = await exited;
    }
    run.printed = run.printed.map(restorePort);
    run.backgroundPrinted = run.backgroundPrinted.map(restorePort);
    return run;
  }
  run.printed = await runInTerminal(script, folder, env);
  return run;
}

/** Runs `script` with bash on a terminal of its own and returns what the terminal showed. */
async function runInTerminal(script: string, cwd: string, env: NodeJS.ProcessEnv) {
  const file = join(cwd, '.page.sh');
  writeFileSync(file, `${script}\n`);
  const child = spawn(
    'script',
    [
      '--quiet',
      '--return',
      '--echo',
      'never',
      '--command',
      `bash --noprofile --norc ${file}`,
      '/dev/null',
    ],
    { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new Promise<void>((resolve, reject) => {
    child.on('error', (error) =>
      reject(new Error(`Cannot run \`script\` (Debian's bsdutils): ${error.message}`)),
    );
    child.on('close', () => resolve());
  });
  return terminalLines(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A terminal's text as lines, as the screen shows them: a line drawn again in place (a progress
 * bar, which goes back to its first column and erases the rest) shows only its last state, and
 * colours, styles and cursor controls are how the terminal shows the text, not the text itself.
 */
function terminalLines(text: string): string[] {
  const lines = text.split('\n').map(shownLine);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

function shownLine(raw: string): string {
  let cells: string[] = [];
  let column = 0;
  // eslint-disable-next-line no-control-regex
  for (const part of raw.split(/(\r|\u001b\[[0-9;?]*[A-Za-z]|\u001b[78])/)) {
    if (part === '\r' || part === '\u001b[1G' || part === '\u001b[G') column = 0;
    else if (part === '\u001b[0K' || part === '\u001b[K') cells = cells.slice(0, column);
    else if (!part.startsWith('\u001b')) {
      for (const character of part) cells[column++] = character;
    }
  }
  return cells.join('').trimEnd();
}

/** The first `count` lines a process prints, once it has printed them (or has exited). */
function firstLines(child: ChildProcess, count: number): Promise<string[]> {
  let text = '';
  return new Promise((resolve) => {
    const done = () => resolve(terminalLines(text).slice(0, count));
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (terminalLines(text).length >= count && text.endsWith('\n')) done();
    });
    child.on('exit', done);
  });
}

function onPath(program: string): boolean {
  return (process.env.PATH ?? '')
    .split(':')
    .some((dir) => dir !== '' && existsSync(join(dir, program)));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Output with ids and times masked, the short times of `memai`'s tables included. */
export function comparableOutput(lines: string[]): string[] {
  return comparable(lines).map((line) =>
    line
      .replace(/\d{4}-\d\d-\d\d \d\d:\d\d/g, '<time>')
      // An exported note's file name ends with the first 8 characters of its id.
      .replace(/-[0-9a-f]{8}\.md\b/g, '-<id>.md')
      // A clash `memai sync` kept is named by the time it found it.
      .replace(/-[0-9a-f]{8}\.conflict-\d{8}T\d{6}Z\.md\b/g, '-<id>.conflict-<time>.md'),
  );
}

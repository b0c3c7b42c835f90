// The pieces of the page's runner that decide what a reader sees, away from a browser: where
// the printed lines go, which are marked, and which line of the program an error points at. The
// browser tests run the whole thing (e2e/program-runner.spec.ts).
import { describe, expect, it } from 'vitest';
import { outputByBlock } from '../src/program-runner/output-blocks';
import { linesBeforeProgram, programLine, workerSource } from '../src/program-runner/worker-source';

const out = (text: string) => ({ text, stream: 'out' as const });

describe("a run's output beside the page's blocks", () => {
  const page = [['Created "Books"', 'It has 1 note'], ['Deleted it']];

  it('fills each block with as many lines as the page shows there, in order', () => {
    const blocks = outputByBlock(
      [out('Created "Books"'), out('It has 1 note'), out('Deleted it')],
      page,
    );
    expect(blocks.map((block) => block.map((line) => line.text))).toEqual([
      ['Created "Books"', 'It has 1 note'],
      ['Deleted it'],
    ]);
    expect(blocks.flat().some((line) => line.differs)).toBe(false);
  });

  it('marks a line that differs, but not ids and times', () => {
    const [first] = outputByBlock(
      [out('Created "Novels" 01a2228e-e864-73dc-8464-fe7a362f77cf'), out('It has 1 note')],
      [['Created "Books" 5e29c8a2-c73b-476b-9311-e2579712d4b1', 'It has 1 note']],
    );
    expect(first?.map((line) => line.differs)).toEqual([true, false]);
    const [times] = outputByBlock(
      [out('At 2026-11-28T14:28:40.722Z')],
      [['At 2025-01-01T00:00:00Z']],
    );
    expect(times?.[0]?.differs).toBe(false);
  });

  it('puts lines past the page’s last into its last block, marked', () => {
    const blocks = outputByBlock(
      ['Created "Books"', 'It has 1 note', 'Deleted it', 'And one more'].map(out),
      page,
    );
    expect(blocks[1]?.map((line) => [line.text, line.differs])).toEqual([
      ['Deleted it', false],
      ['And one more', true],
    ]);
  });

  it('shows error output where it came, without counting it as a line of the page', () => {
    const blocks = outputByBlock(
      [out('Created "Books"'), { text: 'Deprecated', stream: 'err' }, out('It has 1 note')],
      page,
    );
    expect(blocks[0]?.map((line) => [line.text, line.stream, line.differs])).toEqual([
      ['Created "Books"', 'out', false],
      ['Deprecated', 'err', false],
      ['It has 1 note', 'out', false],
    ]);
  });
});

describe("the program's worker", () => {
  const scriptUrl = 'blob:http://127.0.0.1:3000/6f1f7d4e-3b0a-4c59-9d3e-2a8b1c7e5f90';

  it('runs the compiled program after the runtime, inside an async function', () => {
    const source = workerSource('http://127.0.0.1:3000/run/runtime.js', 'console.log(1);');
    const lines = source.split('\n');
    expect(lines[0]).toBe('importScripts("http://127.0.0.1:3000/run/runtime.js");');
    expect(lines[linesBeforeProgram]).toBe('console.log(1);');
  });

  it("finds the program's line in a stack, from the first frame in the worker's script", () => {
    const stack = [
      'RangeError: A mistake',
      `    at ${scriptUrl}:14:7`,
      `    at async ${scriptUrl}:3:1`,
    ].join('\n');
    expect(programLine(stack, scriptUrl)).toBe(14 - linesBeforeProgram);
  });

  it('names no line when the stack is not in the program', () => {
    expect(
      programLine('TypeError: x\n    at http://127.0.0.1:3000/run/runtime.js:1:500', scriptUrl),
    ).toBe(undefined);
    expect(programLine(`Error: early\n    at ${scriptUrl}:1:1`, scriptUrl)).toBe(undefined);
  });
});

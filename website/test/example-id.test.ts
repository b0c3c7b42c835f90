// The id by which a reference page's control finds its example's program: the build computes it
// in Node, the page in the reader's browser, so it must be the hash it says it is, whoever runs it.
import { describe, expect, it } from 'vitest';
import { exampleId } from '../src/program-runner/example-id.js';
import { runnableExamples } from '../src/program-runner/reference-examples.js';

describe('exampleId', () => {
  it("is FNV-1a's 64-bit hash of the code's UTF-8, as its published test values give it", () => {
    expect(exampleId('')).toBe('cbf29ce484222325');
    expect(exampleId('a')).toBe('af63dc4c8601ec8c');
    expect(exampleId('foobar')).toBe('85944171f73967e8');
  });

  it('reads the code as UTF-8 and leaves out only its trailing white space', () => {
    expect(exampleId('const a = 1;\n\n')).toBe(exampleId('const a = 1;'));
    expect(exampleId('  const a = 1;')).not.toBe(exampleId('const a = 1;'));
    expect(exampleId('é')).not.toBe(exampleId('e'));
  });

  it('tells every runnable example of the reference apart', () => {
    const examples = [...runnableExamples().values()];
    const codes = new Set(examples.map((example) => example.code.trimEnd()));
    expect(runnableExamples().size).toBe(codes.size);
  });
});

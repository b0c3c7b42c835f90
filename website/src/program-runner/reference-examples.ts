// The API reference's examples: the ```ts blocks of `@example` tags in memai-sdk's doc comments,
// each of which the docs tests run as a program of its own (test/reference-examples.test.ts) and
// the build writes for its reference page to run in the reader's browser (plugin.ts, rehype.ts),
// against a local Mem holding example-fixture.ts. An example is known by a digest of its code
// (example-id.ts), which the reference page shows exactly as the doc comment holds it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exampleId } from './example-id';
import { filesUnder, repoRoot, type Sample } from './program-pages';

/**
 * The ```ts blocks inside `@example` tags of the library's source files; a fence that says
 * `no-run` marks an example that cannot run as a program of its own.
 */
export function exampleSamples(): Sample[] {
  return filesUnder('packages/sdk/src', /\.ts$/).flatMap((file) => {
    const lines = readFileSync(join(repoRoot, file), 'utf8').split('\n');
    const samples: Sample[] = [];
    let inExample = false;
    let block: { line: number; code: string[]; noRun?: true } | undefined;
    lines.forEach((raw, index) => {
      const text = raw.replace(/^\s*\*\s?/, '');
      if (/^@\w+/.test(text)) inExample = text.startsWith('@example');
      if (!inExample) return;
      if (block === undefined && /^```(ts|typescript)\b/.test(text)) {
        const noRun = text.split(/\s+/).includes('no-run');
        block = { line: index + 2, code: [], ...(noRun ? { noRun } : {}) };
      } else if (block !== undefined && text.startsWith('```')) {
        const { line, code, noRun } = block;
        samples.push({ file, line, code: code.join('\n'), ...(noRun ? { noRun } : {}) });
        block = undefined;
      } else {
        block?.code.push(text);
      }
    });
    return samples;
  });
}

let runnable: Map<string, Sample> | undefined;

/**
 * The examples that run, by id (read once a build). Two examples with one code are one program;
 * two codes with one id would run one of them for the other, and are refused.
 */
export function runnableExamples(): Map<string, Sample> {
  if (runnable !== undefined) return runnable;
  const byId = new Map<string, Sample>();
  for (const sample of exampleSamples()) {
    if (sample.noRun === true) continue;
    const id = exampleId(sample.code);
    const other = byId.get(id);
    if (other !== undefined && other.code.trimEnd() !== sample.code.trimEnd()) {
      throw new Error(
        `The examples at ${other.file}:${other.line} and ${sample.file}:${sample.line} have one id, ${id}: change either one's text`,
      );
    }
    byId.set(id, other ?? sample);
  }
  return (runnable = byId);
}

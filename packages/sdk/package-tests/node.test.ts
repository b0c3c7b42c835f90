// The tarball in Node: the same program imported as an ES module and required from CommonJS.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createConsumer, describeRun, programsDir, roundTripOutput, run } from './helpers.js';

/** The TypeScript program as plain JavaScript, as a user's build would hand it to Node. */
async function roundTripAsJavaScript(): Promise<string> {
  const source = await readFile(join(programsDir, 'round-trip.ts'), 'utf8');
  return ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
}

describe(`Node ${process.version}`, () => {
  it('runs the program from an ES module project with import', async () => {
    const project = await createConsumer('node-esm', { type: 'module' });
    await project.writeFile('program.js', await roundTripAsJavaScript());

    const result = await run(process.execPath, ['program.js'], { cwd: project.dir });

    expect(result.exitCode, describeRun(result)).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ ...roundTripOutput, runtime: 'node' });
    expect(result.stderr).toBe('');
  });

  it('runs the program from a CommonJS project with require, without a flag or a warning', async () => {
    const project = await createConsumer('node-cjs', { type: 'commonjs' });
    await project.addProgram('round-trip.cjs', 'program.js');

    const result = await run(process.execPath, ['program.js'], { cwd: project.dir });

    expect(result.exitCode, describeRun(result)).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ ...roundTripOutput, runtime: 'node' });
    // Node prints an ExperimentalWarning for require() of an ES module where it is not yet stable.
    expect(result.stderr).toBe('');
  });
});

// The tarball's type declarations, as TypeScript projects see them: the round-trip program is
// type-checked, declarations included, under each module resolution a current project may use,
// with the strictest settings the library itself uses.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createConsumer, describeRun, linkNodeTypes, repositoryDir, run } from './helpers.js';

const tsc = join(repositoryDir, 'node_modules', 'typescript', 'bin', 'tsc');

const settings = [
  { moduleResolution: 'node16', module: 'node16' },
  { moduleResolution: 'nodenext', module: 'nodenext' },
  { moduleResolution: 'bundler', module: 'esnext' },
] as const;

describe.each(settings)('TypeScript with moduleResolution $moduleResolution', (setting) => {
  it('type-checks the program, strict and with exactOptionalPropertyTypes', async () => {
    const project = await createConsumer(`typescript-${setting.moduleResolution}`, {
      type: 'module',
    });
    await linkNodeTypes(project);
    await project.addProgram('round-trip.ts', 'program.ts');
    const compilerOptions = {
      ...setting,
      target: 'ES2022',
      // No DOM: a Node project sees fetch and AbortSignal through @types/node only.
      lib: ['ES2022'],
      types: ['node'],
      strict: true,
      exactOptionalPropertyTypes: true,
      // The package's own declarations are checked too, not taken on trust.
      skipLibCheck: false,
      noEmit: true,
    };
    await project.writeFile(
      'tsconfig.json',
      JSON.stringify({ compilerOptions, files: ['program.ts'] }),
    );

    const result = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project.dir });

    expect(result.exitCode, describeRun(result)).toBe(0);
  });
});

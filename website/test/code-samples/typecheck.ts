// Compiles samples against the library's current source (not its build) in one TypeScript
// program, and reports each problem at the file and line where the reader sees it.
import { join } from 'node:path';
import ts from 'typescript';
import { joinParts, repoRoot, type Sample } from '../../src/program-runner/program-pages.js';

/** One module to compile: a sample alone, or several joined in order into one program. */
export type SampleModule = { name: string; parts: Sample[] };

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  noEmit: true,
  skipLibCheck: true,
  paths: {
    'memai-sdk': [join(repoRoot, 'packages/sdk/src/index.ts')],
    'memai-sdk/testing': [join(repoRoot, 'packages/sdk/src/testing.ts')],
    // How Deno imports a package from npm.
    'npm:memai-sdk': [join(repoRoot, 'packages/sdk/src/index.ts')],
  },
};

/** Type errors of each module, as `file:line:column TScode message`, keyed by module name. */
export function typecheck(modules: SampleModule[]): Map<string, string[]> {
  const virtual = new Map(
    modules.map((module, index) => [
      join(repoRoot, 'website', '.samples', `sample-${index}.ts`),
      { module, ...joinParts(module.parts) },
    ]),
  );
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (path) => virtual.has(path) || fileExists(path);
  host.readFile = (path) => virtual.get(path)?.text ?? readFile(path);
  host.getSourceFile = (path, language, ...rest) => {
    const entry = virtual.get(path);
    return entry === undefined
      ? getSourceFile(path, language, ...rest)
      : ts.createSourceFile(path, entry.text, language, true);
  };

  const program = ts.createProgram([...virtual.keys()], options, host);
  const problems = new Map<string, string[]>();
  for (const [path, { module, origins }] of virtual) {
    const source = program.getSourceFile(path);
    const diagnostics = source === undefined ? [] : ts.getPreEmitDiagnostics(program, source);
    problems.set(
      module.name,
      diagnostics.map((diagnostic) => {
        const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        const at = source?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        const origin = at === undefined ? undefined : origins[at.line];
        const where =
          origin === undefined
            ? module.name
            : `${origin.file}:${origin.line}:${(at?.character ?? 0) + 1}`;
        return `${where} TS${diagnostic.code} ${message}`;
      }),
    );
  }
  return problems;
}

// A page's program, TypeScript, made into what its worker runs: types stripped and imports made
// into `require` calls (which the worker answers with memai-sdk and its local Mem), by Sucrase,
// which keeps every line where it was, so an error's line is the program's. The build compiles
// each page's program with it (src/program-runner/plugin.ts); the page loads it only to compile a
// program the reader edited.
import { transform } from 'sucrase';

export function compileProgram(source: string): string {
  return transform(source, {
    transforms: ['typescript', 'imports'],
    // Browsers that run the site run modern JavaScript as it is.
    disableESTransforms: true,
    production: true,
  }).code;
}

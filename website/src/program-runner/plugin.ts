// What the "Run in your browser" control of each program page (src/program-runner/ProgramRunner.tsx)
// loads when a reader uses it, written below `run/` in the build, and served there by `npm run
// dev` too:
// - `run/runtime.js`: what the program's worker loads first (src/program-runner/worker-runtime.ts),
//   bundled by esbuild for the browser with memai-sdk's browser build and its local Mem.
// - `run/<page>.json` for each page (`run/guides/collections.json`): the page's program by the
//   docs tests' own rules (src/program-runner/program-pages.ts), as the page's reader can edit it and as
//   its worker runs it (src/program-runner/compile.ts), and the lines of its ```text blocks, which the
//   page compares a run's output with.
// - `run/examples/<id>.json` for each runnable example of the API reference (reference-examples.ts),
//   which its reference page runs against a local Mem holding what the examples name.
// Nothing of it is in a page's own code: a reader who never runs a program downloads none of it.
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { build } from 'esbuild';
import { compileProgram } from './compile';
import type { RunnableProgram } from './runnable-program';
import {
  pageOutputBlocks,
  programId,
  programPages,
  programRoute,
  programSource,
  repoRoot,
} from './program-pages';
import { runnableExamples } from './reference-examples';

const runtimeEntry = fileURLToPath(new URL('./worker-runtime.ts', import.meta.url));

async function bundleRuntime(): Promise<string> {
  const result = await build({
    entryPoints: [runtimeEntry],
    bundle: true,
    // memai-sdk/testing's build without node:http, by its `browser` export condition.
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

export default function programRunnerPlugin(context: LoadContext): Plugin<void> {
  const folder = join(context.generatedFilesDir, 'program-runner');
  return {
    name: 'program-runner',
    getPathsToWatch: () => programPages().map((page) => join(repoRoot, page)),
    async loadContent() {
      await rm(folder, { recursive: true, force: true });
      const write = async (path: string, text: string) => {
        const file = join(folder, 'run', path);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, text);
      };
      await write('runtime.js', await bundleRuntime());
      for (const page of programPages()) {
        const source = programSource(page);
        const program: RunnableProgram = {
          route: programRoute(page),
          source,
          compiled: compileProgram(source),
          output: pageOutputBlocks(page),
        };
        await write(`${programId(page)}.json`, JSON.stringify(program));
      }
      for (const [id, example] of runnableExamples()) {
        const program: RunnableProgram = {
          route: '',
          source: example.code,
          compiled: compileProgram(example.code),
          output: [],
          fixture: 'reference examples',
        };
        await write(`examples/${id}.json`, JSON.stringify(program));
      }
    },
    // The development server serves the folder as the build has it: Docusaurus merges the
    // `devServer` a plugin's configureWebpack returns into its own, as its plugin API documents,
    // though its type for the result leaves the field out (facebook/docusaurus issue 9654);
    // webpack's, with the dev server's, has it.
    configureWebpack: () =>
      ({
        devServer: { static: [{ directory: folder, publicPath: context.baseUrl }] },
      }) as Configuration,
    async postBuild({ outDir }) {
      await cp(join(folder, 'run'), join(outDir, 'run'), { recursive: true });
    },
  };
}

// The route registry of the browser's bundle, without the module names only the server reads
// (plugins/registry-without-module-names.mjs), checked on a registry that Docusaurus's own code
// generator writes.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRouteFiles } from '@docusaurus/core/lib/server/codegen/codegenRoutes.js';
import withoutModuleNames from '../plugins/registry-without-module-names.mjs';

const modules = [
  '@theme/DocRoot',
  '@site/docs/intro.md',
  '@site/docs/api/classes/MemClient.md',
  // A path the generator escapes, with a quote and a backslash.
  '@site/docs/odd "name" \\ here.md',
];

let registry: string;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'registry-'));
  await generateRouteFiles({
    generatedFilesDir: folder,
    baseUrl: '/',
    routes: [
      {
        path: '/docs',
        component: modules[0] as string,
        plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' },
        routes: modules
          .slice(1)
          .map((content, index) => ({ path: `/docs/${index}`, component: content, exact: true })),
      },
    ],
  });
  registry = await readFile(join(folder, 'registry.js'), 'utf8');
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("the browser's route registry", () => {
  it('keeps each chunk’s loader and bundler id, and names no module besides', () => {
    const result = withoutModuleNames(registry);
    const entries = result.split('\n').filter((line) => line.startsWith('  "'));
    expect(entries).toHaveLength(modules.length);
    for (const line of entries) {
      expect(line).toMatch(
        /^ {2}"[^"]+": \[\(\) => import\(.+\), 0, require\.resolveWeak\(".+"\)\],/,
      );
      // The path is still in the loader and the id's request, and nowhere else.
      const [, path] = /import\(\/\* webpackChunkName: "[^"]+" \*\/ ("(?:[^"\\]|\\.)*")\)/.exec(
        line,
      ) ?? [undefined, ''];
      expect(line.split(path)).toHaveLength(3);
    }
    expect(result).toContain('odd \\"name\\" \\\\ here.md');
  });

  it('fails rather than ship an entry in a form it does not know', () => {
    const changed = registry.replace('require.resolveWeak(', 'require.resolve(');
    expect(() => withoutModuleNames(changed)).toThrow(/not in the form this loader knows/);
  });
});

// The route data of the browser's bundle (plugins/browser-route-data.ts): the registry without the
// module names only the server reads, and each chunk keyed by a number in the registry and the
// route list's chunk names alike, checked on files that Docusaurus's own code generator writes.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRouteFiles } from '@docusaurus/core/lib/server/codegen/codegenRoutes.js';
import browserRouteRegistry from '../plugins/browser-route-registry.mjs';
import browserRouteChunkNames from '../plugins/browser-route-chunk-names.mjs';

const modules = [
  '@theme/DocRoot',
  '@site/docs/intro.md',
  '@site/docs/api/classes/MemClient.md',
  // A path the generator escapes, with a quote and a backslash.
  '@site/docs/odd "name" \\ here.md',
];

let registry: string;
let chunkNames: string;
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
      // A list of posts: chunk names nested in an array, as a blog's list page has them.
      {
        path: '/blog',
        component: modules[0] as string,
        plugin: { name: 'docusaurus-plugin-content-blog', id: 'default' },
        exact: true,
        modules: { items: [{ content: modules[1] as string }, { content: modules[2] as string }] },
      },
    ],
  });
  registry = await readFile(join(folder, 'registry.js'), 'utf8');
  chunkNames = await readFile(join(folder, 'routesChunkNames.json'), 'utf8');
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Runs the chunk names' loader as the bundler would, with the registry at `registryFile`. */
function withChunkKeys(source: string, registryFile: string): Record<string, unknown> {
  const dependencies: string[] = [];
  const context = {
    getOptions: () => ({ registry: registryFile }),
    addDependency: (file: string) => dependencies.push(file),
  };
  const result = JSON.parse(browserRouteChunkNames.call(context, source)) as Record<
    string,
    unknown
  >;
  // The bundler rebuilds the chunk names when the registry changes.
  expect(dependencies).toEqual([registryFile]);
  return result;
}

describe("the browser's route registry", () => {
  it('keeps each chunk’s loader and bundler id, keyed by its place, and names no module besides', () => {
    const result = browserRouteRegistry(registry);
    const entries = result.split('\n').filter((line) => /^ {2}\d/.test(line));
    expect(entries).toHaveLength(modules.length);
    entries.forEach((line, index) => {
      expect(line).toMatch(
        new RegExp(
          `^ {2}${index}: \\[\\(\\) => import\\(.+\\), 0, require\\.resolveWeak\\(".+"\\)\\],`,
        ),
      );
      // The path is still in the loader and the id's request, and nowhere else.
      const [, path] = /import\(\/\* webpackChunkName: "[^"]+" \*\/ ("(?:[^"\\]|\\.)*")\)/.exec(
        line,
      ) ?? [undefined, ''];
      expect(line.split(path)).toHaveLength(3);
    });
    expect(result).toContain('odd \\"name\\" \\\\ here.md');
    // Still a module that exports the registry.
    expect(result.startsWith('export default {\n')).toBe(true);
  });

  it('fails rather than ship an entry in a form it does not know', () => {
    const changed = registry.replace('require.resolveWeak(', 'require.resolve(');
    expect(() => browserRouteRegistry(changed)).toThrow(/not in the form this loader knows/);
  });
});

describe("the browser's route chunk names", () => {
  it('name each route’s chunks by the keys the browser’s registry gives them, in the same shape', () => {
    const original = JSON.parse(chunkNames) as Record<string, unknown>;
    const result = withChunkKeys(chunkNames, join(folder, 'registry.js'));
    // The registry entry each key finds, in the registry the browser gets, loads the module the
    // chunk name found in the generated one.
    const browserRegistry = browserRouteRegistry(registry);
    const moduleOfName = (name: string) =>
      new RegExp(
        `^ {2}"${name}": \\[\\(\\) => import\\(/\\* webpackChunkName: "${name}" \\*/ ("[^\\n]+?")\\)`,
        'm',
      ).exec(registry)?.[1];
    const moduleOfKey = (key: number) =>
      new RegExp(
        `^ {2}${key}: \\[\\(\\) => import\\(/\\* webpackChunkName: "[^"]+" \\*/ ("[^\\n]+?")\\)`,
        'm',
      ).exec(browserRegistry)?.[1];
    const compare = (generated: unknown, browser: unknown): void => {
      if (typeof generated === 'string') {
        expect(typeof browser).toBe('number');
        expect(moduleOfKey(browser as number)).toBe(moduleOfName(generated));
        expect(moduleOfName(generated)).toBeDefined();
      } else if (Array.isArray(generated)) {
        expect(Array.isArray(browser)).toBe(true);
        expect((browser as unknown[]).length).toBe(generated.length);
        generated.forEach((item, index) => compare(item, (browser as unknown[])[index]));
      } else {
        expect(Object.keys(browser as object)).toEqual(Object.keys(generated as object));
        for (const [prop, value] of Object.entries(generated as object)) {
          compare(value, (browser as Record<string, unknown>)[prop]);
        }
      }
    };
    compare(original, result);
    // /docs, its three pages and /blog, whose posts are an array.
    expect(Object.keys(result)).toHaveLength(5);
    expect(
      Object.values(result).some((route) => Array.isArray((route as { items?: unknown }).items)),
    ).toBe(true);
  });

  it('fail rather than name a chunk the registry does not hold', async () => {
    const partial = join(folder, 'partial-registry.js');
    const lines = registry.split('\n');
    await writeFile(
      partial,
      lines.filter((line) => !line.includes(modules[2] as string)).join('\n'),
    );
    expect(() => withChunkKeys(chunkNames, partial)).toThrow(/does not hold/);
  });
});

// The route data of the browser's bundle (src/speed/route-data/plugin.ts): the registry without the
// module names only the server reads, each chunk keyed by a number, and each route's chunk names
// in the route list, checked on files that Docusaurus's own code generator writes.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRouteFiles } from '@docusaurus/core/lib/server/codegen/codegenRoutes.js';
import browserRouteRegistry from '../src/speed/route-data/browser-route-registry.mjs';
import browserRouteChunkNames from '../src/speed/route-data/browser-route-chunk-names.mjs';
import browserRoutes from '../src/speed/route-data/browser-routes.mjs';

const modules = [
  '@theme/DocRoot',
  '@site/docs/intro.md',
  '@site/docs/api/classes/MemClient.md',
  // A path the generator escapes, with a quote and a backslash.
  '@site/docs/odd "name" \\ here.md',
];
/** The docs pages' paths; the last has a quote, which the route list escapes. */
const docsPaths = ['/docs/0', '/docs/1', '/docs/2', "/docs/it's"];

let registry: string;
let chunkNames: string;
let routes: string;
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
        routes: docsPaths.map((path, index) => ({
          path,
          component: modules[1 + (index % 3)] as string,
          exact: true,
        })),
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
  routes = await readFile(join(folder, 'routes.js'), 'utf8');
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Runs the route list's loader as the bundler would, with the registry at `registryFile`. */
function browserRouteList(source: string, registryFile: string): string {
  const dependencies: string[] = [];
  const chunkNamesFile = join(folder, 'routesChunkNames.json');
  const context = {
    getOptions: () => ({ registry: registryFile, chunkNames: chunkNamesFile }),
    addDependency: (file: string) => dependencies.push(file),
  };
  const result = browserRoutes.call(context, source);
  // The bundler rebuilds the route list when the registry or the chunk names change.
  expect(dependencies).toEqual([registryFile, chunkNamesFile]);
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

describe("the browser's route list", () => {
  it('hands each route’s component its chunk names, keyed as the browser’s registry keys them', () => {
    const original = JSON.parse(chunkNames) as Record<string, unknown>;
    const result = browserRouteList(routes, join(folder, 'registry.js'));
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
    const calls = Array.from(
      result.matchAll(/ComponentCreator\('((?:[^'\\]|\\')*)', '([0-9a-f]+)', (.+?)\)(?=,?\n)/g),
    );
    // /docs, its four pages, and /blog, whose posts are an array.
    expect(calls).toHaveLength(6);
    expect(Object.keys(original)).toHaveLength(6);
    for (const [, path, hash, names] of calls) {
      const route = `${(path ?? '').replaceAll("\\'", "'")}-${hash}`;
      expect(original).toHaveProperty([route]);
      compare(original[route], JSON.parse(names ?? ''));
    }
    expect(calls.some(([, path]) => path === "/docs/it\\'s")).toBe(true);
    // The not-found route has no chunks of its own, and stays as it was.
    expect(result).toContain("ComponentCreator('*')");
    // The table the browser starts with is empty: the routes bring their chunk names.
    expect(browserRouteChunkNames()).toBe('{}');
  });

  it('fails rather than name a chunk the registry does not hold', async () => {
    const partial = join(folder, 'partial-registry.js');
    const lines = registry.split('\n');
    await writeFile(
      partial,
      lines.filter((line) => !line.includes(modules[2] as string)).join('\n'),
    );
    expect(() => browserRouteList(routes, partial)).toThrow(/does not hold/);
  });

  it('fails rather than leave a route without its chunk names', () => {
    const changed = routes.replace("ComponentCreator('/blog', ", "ComponentCreator('/blog' , ");
    expect(() => browserRouteList(changed, join(folder, 'registry.js'))).toThrow(
      /1 routes of routesChunkNames.json are not in the route list/,
    );
  });
});

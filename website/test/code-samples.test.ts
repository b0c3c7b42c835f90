import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import hideSetupLines, { setupCutMarker } from '../src/remark/hide-setup-lines';
import {
  markdownSamples,
  programPages,
  repoRoot,
  runsInProgram,
  tutorialPage,
  type Sample,
} from '../src/program-runner/program-pages.js';
import { exampleSamples, markdownFiles } from './code-samples/collect.js';
import { typecheck, type SampleModule } from './code-samples/typecheck.js';

const samples: Sample[] = [...markdownFiles().flatMap(markdownSamples), ...exampleSamples()];

// The blocks of the tutorial and of each guide build on each other, so each page compiles as one
// program; every other sample, and a block marked `no-run`, stands alone.
const inProgram = samples.filter(runsInProgram);
const modules: SampleModule[] = [
  ...programPages().map((page) => ({
    name: page,
    parts: inProgram.filter((sample) => sample.file === page),
  })),
  ...samples
    .filter((sample) => !inProgram.includes(sample))
    .map((sample) => ({ name: `${sample.file}:${sample.line}`, parts: [sample] })),
];
const problems = typecheck(modules);

/** The library's entry points: `memai-sdk` and `memai-sdk/testing`. */
const entryPoints = ['packages/sdk/src/index.ts', 'packages/sdk/src/testing.ts'];
/** Methods of the promise and async-iterator protocols, which `PageRequest`'s own example shows. */
const protocolMethods = new Set(['then', 'catch', 'finally', '[Symbol.asyncIterator]']);

/** Each public declaration and public method, as `Name` or `Class.method`, and its file. */
function publicDeclarations(): { name: string; file: string; node: ts.Node }[] {
  const program = ts.createProgram(
    entryPoints.map((entry) => join(repoRoot, entry)),
    { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext },
  );
  const checker = program.getTypeChecker();
  return entryPoints.flatMap((entry) => {
    const source = program.getSourceFile(join(repoRoot, entry));
    const module = source && checker.getSymbolAtLocation(source);
    if (module === undefined) throw new Error(`Could not read ${entry}`);
    return checker.getExportsOfModule(module).flatMap((symbol) => {
      const node = checker.getAliasedSymbol(symbol).declarations?.[0];
      if (node === undefined) return [];
      const file = relative(repoRoot, node.getSourceFile().fileName).split('\\').join('/');
      const methods = ts.isClassDeclaration(node)
        ? node.members.filter(
            (member): member is ts.MethodDeclaration =>
              ts.isMethodDeclaration(member) &&
              !ts.isPrivateIdentifier(member.name) &&
              !protocolMethods.has(member.name.getText()),
          )
        : [];
      return [
        { name: symbol.name, file, node },
        ...methods.map((method) => ({
          name: `${symbol.name}.${method.name.getText()}`,
          file,
          node: method,
        })),
      ];
    });
  });
}

const declarations = publicDeclarations();

const hasExample = (node: ts.Node) =>
  ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'example');

describe('code samples', () => {
  const count = (file: string) => samples.filter((sample) => sample.file === file).length;

  it('finds the samples of every guide, the home page, the library README and its changelog', () => {
    expect(count('website/docs/intro.md')).toBeGreaterThan(0);
    expect(count('website/docs/installation.mdx')).toBeGreaterThan(0);
    // One block or more for each of the tutorial's ten steps.
    expect(count(tutorialPage)).toBeGreaterThanOrEqual(10);
    expect(count('website/src/pages/_home-example.md')).toBe(1);
    expect(count('packages/sdk/README.md')).toBeGreaterThanOrEqual(2);
    expect(count('packages/sdk/CHANGELOG.md')).toBeGreaterThan(0);
  });

  it('gives every public declaration and every method of memai-sdk and memai-sdk/testing an example', () => {
    // MemClient, its five resources, the legacy calls, paging and the local server, at least.
    expect(declarations.length).toBeGreaterThan(100);
    expect(declarations.filter(({ node }) => !hasExample(node)).map(({ name }) => name)).toEqual(
      [],
    );
  });

  it('names the HTTP call of every method that calls Mem, and links it on Mem’s reference', () => {
    const isStatic = (node: ts.Node) =>
      (ts.getCombinedModifierFlags(node as ts.Declaration) & ts.ModifierFlags.Static) !== 0;
    const calls = declarations.filter(
      // withResponse() reads the answer of a call already made, and a static helper
      // (MemClient.isApiError, MemClient.rateLimitsOf) reads what it is given: neither sends.
      ({ name, node }) => name.includes('.') && !isStatic(node) && !name.endsWith('.withResponse'),
    );
    expect(calls.length).toBeGreaterThan(25);
    const text = (node: ts.Node) =>
      ts
        .getJSDocCommentsAndTags(node)
        .map((doc) => doc.getText())
        .join('\n');
    const unnamed = calls.filter(
      ({ node }) => !/`(GET|POST|PUT|PATCH|DELETE) \/v[12]\/[^`]*`/.test(text(node)),
    );
    expect(unnamed.map(({ name }) => name)).toEqual([]);
    // Mem documents only its current API; the legacy v1 calls have no page to link to.
    const unlinked = calls.filter(
      ({ name, node }) =>
        !name.startsWith('LegacyV1.') && !/\(https:\/\/docs\.mem\.ai\//.test(text(node)),
    );
    expect(unlinked.map(({ name }) => name)).toEqual([]);
  });

  it('puts every export of each entry point in one of its reference’s groups', () => {
    const groupsIn = (options: string) =>
      (
        JSON.parse(readFileSync(join(repoRoot, 'packages/sdk', options), 'utf8')) as {
          groupOrder: string[];
        }
      ).groupOrder;
    const mainGroups = groupsIn('typedoc.json');
    const testingGroups = groupsIn('typedoc.testing.json');
    const ungrouped = declarations
      .filter(({ name }) => !name.includes('.'))
      .filter(({ node, file }) => {
        const group = ts
          .getJSDocTags(node)
          .find((tag) => tag.tagName.text === 'group')
          ?.comment?.toString();
        const groupOrder = file.includes('testing') ? testingGroups : mainGroups;
        return group === undefined || !groupOrder.includes(group);
      });
    expect(ungrouped.map(({ name }) => name)).toEqual([]);
  });

  it('compiles the ts block of every @example, in the files that declare them', () => {
    const files = [...new Set(declarations.map(({ file }) => file))].sort();
    const examples = new Map(files.map((file) => [file, count(file)]));
    const tags = new Map(
      files.map((file) => [
        file,
        readFileSync(join(repoRoot, file), 'utf8').match(/^\s*\* @example$/gm)?.length ?? 0,
      ]),
    );
    expect(examples).toEqual(tags);
    // The client file keeps the client alone (the class, isApiError and memIt); each resource's
    // calls, and their examples, live in the resource's own file.
    expect(count('packages/sdk/src/client.ts')).toBeGreaterThanOrEqual(3);
    expect(count('packages/sdk/src/notes.ts')).toBeGreaterThan(count('packages/sdk/src/client.ts'));
    expect(count('packages/sdk/src/collections.ts')).toBeGreaterThan(
      count('packages/sdk/src/client.ts'),
    );
  });

  it.each(modules.map((module) => [module.name, module] as const))(
    '%s compiles against the library source',
    (_name, module) => {
      expect(problems.get(module.name)).toEqual([]);
    },
  );

  it('names the page and line of a sample that calls a method the library lacks', () => {
    const broken: SampleModule = {
      name: 'broken',
      parts: [
        {
          file: 'website/docs/example.md',
          line: 10,
          code: "import { MemClient } from 'memai-sdk';\nawait new MemClient().noSuchMethod({ content: 'x' });",
        },
      ],
    };
    expect(typecheck([broken]).get('broken')).toEqual([
      expect.stringMatching(/^website\/docs\/example\.md:11:\d+ TS\d+ .*'noSuchMethod'/),
    ]);
  });

  it('shows readers only the lines below the setup marker', () => {
    const code = {
      type: 'code',
      value: `import { MemClient } from 'memai-sdk';\n${setupCutMarker}\nconst client = new MemClient();`,
    };
    const untouched = { type: 'code', value: 'const a = 1;' };
    hideSetupLines()({ type: 'root', children: [code, untouched] });
    expect(code.value).toBe('const client = new MemClient();');
    expect(untouched.value).toBe('const a = 1;');
  });
});

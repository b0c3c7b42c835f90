import { describe, expect, it } from 'vitest';
import hideSetupLines, { setupCutMarker } from '../src/remark/hide-setup-lines';
import {
  exampleSamples,
  markdownFiles,
  markdownSamples,
  tutorialPage,
  type Sample,
} from './code-samples/collect.js';
import { typecheck, type SampleModule } from './code-samples/typecheck.js';

const samples: Sample[] = [...markdownFiles().flatMap(markdownSamples), ...exampleSamples()];

// The tutorial's blocks build on each other, so they compile as one program; every other sample
// stands alone.
const modules: SampleModule[] = [
  { name: tutorialPage, parts: samples.filter((sample) => sample.file === tutorialPage) },
  ...samples
    .filter((sample) => sample.file !== tutorialPage)
    .map((sample) => ({ name: `${sample.file}:${sample.line}`, parts: [sample] })),
];
const problems = typecheck(modules);

describe('code samples', () => {
  it('finds the samples of every guide, the home page, the library README and its @examples', () => {
    const count = (file: string) => samples.filter((sample) => sample.file === file).length;
    expect(count('website/docs/intro.md')).toBeGreaterThan(0);
    expect(count('website/docs/installation.mdx')).toBeGreaterThan(0);
    expect(count(tutorialPage)).toBeGreaterThanOrEqual(8);
    expect(count('website/src/pages/_home-example.md')).toBe(1);
    expect(count('packages/sdk/README.md')).toBe(1);
    expect(count('packages/sdk/src/client.ts')).toBeGreaterThanOrEqual(5);
    // Every one of the nineteen public declarations carries an example.
    expect(exampleSamples().length).toBeGreaterThanOrEqual(19);
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

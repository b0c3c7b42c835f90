// The site's configuration as the browser's bundle gets it (plugins/browser-site-config.ts):
// without the fields that configure only the build, checked on the module Docusaurus's own code
// generator writes from this site's configuration.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSiteFiles } from '@docusaurus/core/lib/server/codegen/codegen.js';
import { validateConfig } from '@docusaurus/core/lib/server/configValidation.js';
import browserSiteConfig, { buildOnlyFields } from '../plugins/browser-site-config.mjs';
import config from '../docusaurus.config';

let folder: string;
let generated: string;
/** The configuration as Docusaurus writes it, read back as data. */
let siteConfig: Record<string, unknown>;

/** What a module exports by default, loaded as the bundler would load it. */
async function exported(source: string, name: string): Promise<Record<string, unknown>> {
  const file = join(folder, name);
  await writeFile(file, source);
  return ((await import(pathToFileURL(file).href)) as { default: Record<string, unknown> }).default;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'site-config-'));
  await generateSiteFiles({
    generatedFilesDir: folder,
    // Validated as Docusaurus validates it, which fills in the defaults of the fields not set.
    siteConfig: validateConfig(config as never, 'docusaurus.config.ts'),
    baseUrl: '/',
    routes: [],
    clientModules: [],
    globalData: {},
    siteMetadata: {},
    siteStorage: {},
    i18n: { defaultLocale: 'en', locales: ['en'], currentLocale: 'en', localeConfigs: {} },
    codeTranslations: {},
  } as unknown as Parameters<typeof generateSiteFiles>[0]);
  generated = await readFile(join(folder, 'docusaurus.config.mjs'), 'utf8');
  siteConfig = await exported(generated, 'generated.mjs');
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("the browser's site configuration", () => {
  it('leaves out every field that configures only the build, and keeps the rest as it was', async () => {
    // The site sets the fields the test is about.
    for (const field of ['presets', 'plugins', 'themes', 'clientModules', 'headTags', 'markdown']) {
      expect(siteConfig).toHaveProperty(field);
    }
    const browser = await exported(browserSiteConfig(generated), 'browser.mjs');
    const expected = Object.fromEntries(
      Object.entries(siteConfig).filter(([field]) => !buildOnlyFields.includes(field)),
    );
    const { experimental_faster: faster, ...future } = siteConfig.future as Record<string, unknown>;
    expect(faster).toBeDefined();
    expected.future = future;
    expect(browser).toEqual(expected);
    // What the browser's code reads is there.
    expect(browser).toMatchObject({
      title: 'mem.ai SDK',
      baseUrl: '/',
      future: { experimental_router: 'browser', experimental_storage: { type: 'localStorage' } },
    });
    expect(browser.themeConfig).toEqual(siteConfig.themeConfig);
    expect(browser.customFields).toEqual(siteConfig.customFields);
  });

  it('fails rather than ship a configuration in a form it does not know', () => {
    expect(() =>
      browserSiteConfig(generated.replace('export default', 'export const config =')),
    ).toThrow(/not in the form this loader knows/);
  });
});

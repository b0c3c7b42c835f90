// The local-search plugin, with its index written smaller (src/search/index-codec.ts): once the
// plugin has written the index after the build, it is encoded in place, and the search worker
// decodes it before the plugin's code loads it. The encoding drops only what the worker can
// compute back exactly; to be sure of that, each index is decoded again here and compared with
// the plugin's, and the build fails if they differ (an upgrade of lunr or of the plugin that
// changes how the index is built). Written for @easyops-cn/docusaurus-search-local 0.55.3, whose
// postBuild writes the index files; test/upstream-internals.test.ts fails if that version changes.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import searchLocal, {
  validateOptions,
} from '@easyops-cn/docusaurus-search-local/dist/server/server/index.js';
import {
  decodeSearchIndex,
  encodeSearchIndex,
  type LunrIndexJson,
  type SearchIndexPart,
} from '../src/search/index-codec';
import { termsOfToken } from '../src/search/lunr-terms';

/** `index` with its terms numbered in their sorted order, as the decoded index numbers them;
 * lunr numbers them in the order it first met them, which changes nothing in how it searches. */
function numberedInTermOrder(index: LunrIndexJson): LunrIndexJson {
  const renumber = new Map<number, number>();
  const invertedIndex = index.invertedIndex.map(([term, posting], at): [string, typeof posting] => {
    renumber.set(posting._index as number, at);
    return [term, { ...posting, _index: at }];
  });
  const fieldVectors = index.fieldVectors.map(([ref, elements]): [string, number[]] => {
    const pairs: Array<[number, number]> = [];
    for (let at = 0; at < elements.length; at += 2) {
      pairs.push([renumber.get(elements[at] ?? -1) ?? -1, elements[at + 1] ?? 0]);
    }
    pairs.sort(([one], [other]) => one - other);
    return [ref, pairs.flat()];
  });
  return { ...index, fieldVectors, invertedIndex };
}

async function encodeIndexFile(file: string): Promise<void> {
  const parts = JSON.parse(await readFile(file, 'utf8')) as SearchIndexPart[];
  const encoded = encodeSearchIndex(parts, termsOfToken);
  const decoded = decodeSearchIndex(
    JSON.parse(JSON.stringify(encoded)),
    termsOfToken,
  ) as SearchIndexPart[];
  const expected = parts.map(({ documents, index }) => ({
    documents,
    index: numberedInTermOrder(index),
  }));
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(decoded)), expected)) {
    throw new Error(
      `${file}: the encoded search index does not decode to the plugin's; see src/search/index-codec.ts`,
    );
  }
  await writeFile(file, JSON.stringify(encoded));
}

/** Every index file the plugin wrote: one per docs version, under the build or a version's
 * folder, named as the plugin names them. */
async function indexFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /^search-index.*\.json$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

export default function searchIndexPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const plugin = searchLocal(context, options);
  const { postBuild } = plugin;
  return {
    ...plugin,
    async postBuild(props) {
      await postBuild?.(props);
      for (const file of await indexFiles(props.outDir)) await encodeIndexFile(file);
    },
  };
}

export { validateOptions };

// How the search worker reads its name (src/search/index-download.ts): a name that asks for an
// index starts that download as the worker starts; any other name starts nothing, and the worker
// waits for the page's messages as before. The browser tests check the worker's download itself.
import { describe, expect, it } from 'vitest';
import { indexToDownloadOnStart } from '../src/search/index-download';

describe("the search worker's name", () => {
  it('names the index to download when it holds a download request', () => {
    const name = JSON.stringify({ downloadSearchIndex: { baseUrl: '/docs/', searchContext: '' } });
    expect(indexToDownloadOnStart(name)).toEqual({ baseUrl: '/docs/', searchContext: '' });
  });

  it.each([
    ['no name', ''],
    ['a name that is not JSON', 'search worker'],
    ['JSON that is not a request', '{"searchIndexDownloaded":{"baseUrl":"/","searchContext":""}}'],
    ['a request without a context', '{"downloadSearchIndex":{"baseUrl":"/"}}'],
    [
      'a request whose address is not text',
      '{"downloadSearchIndex":{"baseUrl":1,"searchContext":""}}',
    ],
    ['null', 'null'],
  ])('names no index for %s', (_, name) => {
    expect(indexToDownloadOnStart(name)).toBeUndefined();
  });
});

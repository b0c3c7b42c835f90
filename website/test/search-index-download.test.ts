// How the search worker reads its name and the page's messages (src/search/index-download.ts): a
// name that names an index has the worker wait for the page to hand it over; any other name
// names none, and the worker waits for the page's messages as before. The browser tests check
// the download itself.
import { describe, expect, it } from 'vitest';
import { indexFromPage, isSearchIndexResponse } from '../src/search/index-download';

describe("the search worker's name", () => {
  it('names the index the page downloads for the worker', () => {
    const name = JSON.stringify({ searchIndexFromPage: { baseUrl: '/docs/', searchContext: '' } });
    expect(indexFromPage(name)).toEqual({ baseUrl: '/docs/', searchContext: '' });
  });

  it.each([
    ['no name', ''],
    ['a name that is not JSON', 'search worker'],
    ['JSON that names no index', '{"searchIndexDownloaded":{"baseUrl":"/","searchContext":""}}'],
    ['an index without a context', '{"searchIndexFromPage":{"baseUrl":"/"}}'],
    [
      'an index whose address is not text',
      '{"searchIndexFromPage":{"baseUrl":1,"searchContext":""}}',
    ],
    ['null', 'null'],
  ])('names no index for %s', (_, name) => {
    expect(indexFromPage(name)).toBeUndefined();
  });
});

describe('the index the page hands to the worker', () => {
  const index = { baseUrl: '/', searchContext: '' };

  it('is a response with its body, or the reason it failed', () => {
    const body = new ArrayBuffer(2);
    expect(
      isSearchIndexResponse({
        searchIndexResponse: { index, status: 200, statusText: 'OK', body },
      }),
    ).toBe(true);
    expect(isSearchIndexResponse({ searchIndexResponse: { index, error: 'offline' } })).toBe(true);
  });

  it.each([
    ['no index', { searchIndexResponse: { error: 'offline' } }],
    [
      'a body that is not bytes',
      { searchIndexResponse: { index, status: 200, statusText: '', body: '{}' } },
    ],
    ['no status', { searchIndexResponse: { index, statusText: 'OK', body: new ArrayBuffer(0) } }],
    ['another message', { downloadSearchIndex: index }],
    ['null', null],
  ])('is not %s', (_, message) => {
    expect(isSearchIndexResponse(message)).toBe(false);
  });
});

// The docs version's metadata every docs page downloads, without the list of every doc
// (src/speed/docs-version-metadata/docs-version-without-doc-list.mjs).
import { describe, expect, it } from 'vitest';
import withoutDocList from '../src/speed/docs-version-metadata/docs-version-without-doc-list.mjs';

const props = {
  version: {
    version: 'current',
    label: 'v1.2.0',
    docsSidebars: { guide: [{ type: 'link', label: 'Introduction', href: '/docs/intro' }] },
    docs: {
      intro: { id: 'intro', title: 'Introduction', description: 'Start here.', sidebar: 'guide' },
    },
  },
};

describe('docs version metadata', () => {
  it('keeps the sidebars and everything else, and leaves the list of docs empty', () => {
    const kept = JSON.parse(withoutDocList(JSON.stringify(props)));
    expect(kept).toEqual({ version: { ...props.version, docs: {} } });
  });

  it('leaves props without a version as they are', () => {
    const other = { something: { docs: { a: 1 } } };
    expect(JSON.parse(withoutDocList(JSON.stringify(other)))).toEqual(other);
  });
});

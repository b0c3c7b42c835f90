import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

// TypeDoc writes this file during the build, next to the reference pages it generates.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const referenceItems = require('./docs/api/typedoc-sidebar.cjs');

const sidebars: SidebarsConfig = {
  gettingStartedSidebar: [
    'intro',
    'installation',
    'your-first-note',
    {
      type: 'category',
      label: 'API Reference',
      collapsible: true,
      collapsed: true,
      link: { type: 'doc', id: 'api/index' },
      items: referenceItems,
    },
  ],
};

export default sidebars;

// The page's <link rel="alternate" type="text/markdown"> to its Markdown twin, rendered with the
// page rather than written into its HTML after the build, so that it follows the reader from
// page to page inside the app: the head manager replaces it on a client-side navigation, and
// takes it away on a page that has no twin. Programs that read the HTML as served find it there.
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { twinPath } from '@site/src/markdown-twin';

/** For the docs page or blog post at `permalink` (baseUrl included). */
export default function MarkdownTwinLink({ permalink }: { permalink: string }): ReactNode {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={twinPath(permalink)} />
    </Head>
  );
}

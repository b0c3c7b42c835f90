// Wraps the content of each docs page to put the "Copy page" menu beside its title: the title
// is either the page's own first heading or one the theme adds, both inside this component, so
// the menu goes just before it, and the title wraps around it. The page's link to its Markdown
// twin comes with it.
import React, { type ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';

export default function ContentWithCopyPage(props: WrapperProps<typeof ContentType>): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <MarkdownTwinLink permalink={metadata.permalink} />
      <CopyPage permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}

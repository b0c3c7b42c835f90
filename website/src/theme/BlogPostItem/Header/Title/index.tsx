// Wraps a blog post's title to put the "Copy page" menu beside it on the post's own page. The
// blog's lists use the same title for each excerpt, where the menu would copy only a teaser. The
// post's link to its Markdown twin comes with it.
import React, { type ReactNode } from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type { WrapperProps } from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';

export default function TitleWithCopyPage(props: WrapperProps<typeof TitleType>): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      {isBlogPostPage && (
        <>
          <MarkdownTwinLink permalink={metadata.permalink} />
          <CopyPage permalink={metadata.permalink} />
        </>
      )}
      <Title {...props} />
    </>
  );
}

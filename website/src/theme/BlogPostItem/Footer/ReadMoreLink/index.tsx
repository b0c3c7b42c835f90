// The theme's "Read more" link below each excerpt on the blog's lists. It named its post only in an
// aria-label, so a list of links (a screen reader's links menu, a search engine) read "Read more"
// four times over. The title is now part of the link's text, hidden on screen where the excerpt
// above already shows it. This replaces the theme's component (3.7.0) instead of wrapping it, as
// the site's other overrides do, because the change is to the link's own text, which the original
// renders itself and takes no children for; test/upstream-internals.test.ts checks its props.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type { Props } from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function ReadMoreLink({ blogPostTitle, ...linkProps }: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate id="theme.blog.post.readMore">Read more</Translate>
      </b>
      <span className="visually-hidden"> about {blogPostTitle}</span>
    </Link>
  );
}

// Wraps the theme's footer links: the theme draws either link columns or a simple row separated
// by middle dots, and our footer has both — the three columns, then a row of site-wide links
// (licence, feeds, sitemap) taken from `customFields.footerRow` in docusaurus.config.ts.
import React, { type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Links from '@theme-original/Footer/Links';
import SimpleLinks from '@theme/Footer/Links/Simple';
import type LinksType from '@theme/Footer/Links';
import type { ComponentProps } from 'react';

type Props = ComponentProps<typeof LinksType>;
type SimpleItems = ComponentProps<typeof SimpleLinks>['links'];

export default function FooterLinksWithRow(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const row = siteConfig.customFields?.['footerRow'] as SimpleItems | undefined;
  return (
    <>
      <Links {...props} />
      {row !== undefined && row.length > 0 && <SimpleLinks links={row} />}
    </>
  );
}

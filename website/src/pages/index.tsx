import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
// A Markdown partial, so that the docs tests type-check this sample like every other.
import HomeExample from './_home-example.md';
import styles from './index.module.css';

function Hero(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className={clsx('container', styles.heroInner)}>
        <div className={styles.heroText}>
          <Heading as="h1" className="hero__title">
            {siteConfig.title}
          </Heading>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <p className={styles.lede}>
            Mem from any JavaScript runtime: one small, typed client, no dependencies.
          </p>
          <div className={styles.buttons}>
            <Link className="button button--primary button--lg" to="/docs/intro">
              Get started
            </Link>
            <Link className="button button--secondary button--outline button--lg" to="/docs/api/">
              API reference
            </Link>
          </div>
        </div>
        <div className={styles.heroCode}>
          {/* MDXContent gives the partial the theme's code block: highlighting, title, copy. */}
          <MDXContent>
            <HomeExample />
          </MDXContent>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="TypeScript SDK for the mem.ai API"
      description="memai-sdk is a zero-dependency TypeScript client for mem.ai: create notes, let Mem organise raw content, and handle errors, retries and cancellation safely."
    >
      <Hero />
      <main>
        <HomepageFeatures />
      </main>
    </Layout>
  );
}

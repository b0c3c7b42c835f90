import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Feature = { title: string; body: ReactNode };

const features: Feature[] = [
  {
    title: 'Typed from payload to error',
    body: (
      <>
        Mem&apos;s own field names, and one <code>MemApiError</code> with status, code and request
        id.
      </>
    ),
  },
  {
    title: 'Retries that never duplicate a note',
    body: <>Creates carry their own id; edits never overwrite another&apos;s change.</>,
  },
  {
    title: 'Zero dependencies, every runtime',
    body: (
      <>
        Node, Deno, Bun, browsers, edge, and a local Mem to test on from{' '}
        <code>memai-sdk/testing</code>.
      </>
    ),
  },
];

/** What the project is beyond the library, a line and a link each. */
const beyond: { title: string; body: string; to: string }[] = [
  {
    title: 'memai, the command line',
    body: 'Mem from the shell and scripts.',
    to: '/docs/cli/getting-started',
  },
  {
    title: 'Backups that check themselves',
    body: 'memai export, then memai verify.',
    to: '/docs/cli/backup-and-restore',
  },
  {
    title: 'Mem for AI assistants',
    body: 'memai mcp for Claude, Cursor, VS Code.',
    to: '/docs/cli/ai-assistants',
  },
];

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-label="Features">
      <div className="container">
        <div className="row">
          {features.map(({ title, body }) => (
            <div key={title} className="col col--4">
              <div className={styles.feature}>
                <Heading as="h2" className={styles.featureTitle}>
                  {title}
                </Heading>
                <p>{body}</p>
              </div>
            </div>
          ))}
        </div>
        <ul className={styles.beyond} aria-label="Beyond the library">
          {beyond.map(({ title, body, to }) => (
            <li key={to}>
              <Link to={to}>{title}</Link>: {body}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

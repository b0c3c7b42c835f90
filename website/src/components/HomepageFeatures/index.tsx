import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Feature = { title: string; body: ReactNode };

const features: Feature[] = [
  {
    title: 'Typed from payload to error',
    body: (
      <>
        Every payload and answer is typed, in Mem&apos;s own field names, and every failure is one{' '}
        <code>MemApiError</code> with its status, Mem&apos;s error code, the request id and whether
        the client retried it.
      </>
    ),
  },
  {
    title: 'Retries that never duplicate a note',
    body: (
      <>
        Timeouts, rate limits and server errors are retried with backoff and{' '}
        <code>Retry-After</code>. Each <code>notes.create</code> carries its own id, so a retry can
        never create a second note, and <code>notes.edit</code> never overwrites someone else&apos;s
        change.
      </>
    ),
  },
  {
    title: 'Zero dependencies, every runtime',
    body: (
      <>
        Only <code>fetch</code>, <code>AbortSignal</code> and <code>crypto</code>: the same code
        runs on Node, Deno, Bun and edge runtimes, and cancels at once when you abort. Your tests
        can run against a local Mem from <code>memai-sdk/testing</code>.
      </>
    ),
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
      </div>
    </section>
  );
}

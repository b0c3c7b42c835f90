import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** This package's version, read from its package.json so that no copy of it can go stale. */
export function cliVersion(): string {
  return (require('../package.json') as { version: string }).version;
}

/** The installed memai-sdk's version. */
export function sdkVersion(): string {
  return (require('memai-sdk/package.json') as { version: string }).version;
}

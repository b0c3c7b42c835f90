#!/usr/bin/env node
// `npm start` serves the production build with this, on 127.0.0.1 in the foreground until
// Ctrl-C, by the same contract and headers as nginx (see deploy/static-server.mjs).
//
// Usage: serve-site [buildDir] (default website/build). Environment: PORT (default 3000),
// HOST (default 127.0.0.1), BASE_URL (default /).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';

const root = resolve(
  process.argv[2] ?? fileURLToPath(new URL('../website/build', import.meta.url)),
);
const host = process.env.HOST ?? '127.0.0.1';
const basePath = process.env.BASE_URL ?? '/';

/** @type {string} */
let origin;
try {
  ({ origin } = await startStaticServer({
    root,
    port: Number(process.env.PORT ?? 3000),
    host,
    basePath,
  }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.message.startsWith('No build')) {
    console.error('Run npm run build first.');
  }
  process.exit(1);
}
console.log(`Serving ${root} at ${origin.replace('//127.0.0.1:', '//localhost:')}${basePath}`);

#!/usr/bin/env node
// `npm run serve:nginx`: the production build served by nginx with deploy/nginx.conf, the way
// a real server would, on 127.0.0.1 in the foreground until Ctrl-C. The npm script installs
// Debian's nginx first (scripts/ensure-nginx.mjs) when it is missing.
//
// Environment: PORT (default 8080), BASE_URL (default /), BUILD_DIR (default website/build).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginx } from './nginx.mjs';

const port = Number(process.env.PORT ?? 8080);
const basePath = process.env.BASE_URL ?? '/';
const root = resolve(
  process.env.BUILD_DIR ?? fileURLToPath(new URL('../website/build', import.meta.url)),
);

/** @type {Awaited<ReturnType<typeof startNginx>>} */
let server;
try {
  server = await startNginx({ root, port, basePath });
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message);
  if (message.startsWith('No build')) console.error('Run npm run build first.');
  process.exit(1);
}
console.log(`Serving ${root} with nginx at http://localhost:${port}${basePath}`);

// Ctrl-C reaches nginx too, which then exits with 0: either way, stop once and clean up.
let stopping = false;
/** @param {number} code The exit code. */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
server.exited.then((code) => {
  if (code !== 0 && !stopping) console.error(`nginx stopped by itself (exit code ${code}).`);
  stop(code === 0 ? 0 : 1);
});

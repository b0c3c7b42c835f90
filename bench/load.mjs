// Throughput and tail latency of a running server under load, with wrk (Debian's package):
// a mix of pages, the main JS and CSS bundles and the search index, over `connections` kept-alive
// connections. Used to compare servers (nginx, npm start's) on the same build.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ensureDebianPackages, wrk } from '@memai-sdk/scripts/debian-packages';
import { pages } from './pages.mjs';

/**
 * The content-hashed main JS and CSS the home page loads, as a browser would find them.
 * @param {string} origin
 * @returns {Promise<string[]>} Their paths.
 */
async function hashedAssets(origin) {
  const html = await (await fetch(`${origin}/`)).text();
  // Quoted or not: the HTML minifier drops quotes where it can. A script tag on a stock build; on
  // this site's, the preload the page runs it from (deploy/page-scripts.mjs).
  const script = /<(?:script[^>]+src|link[^>]+href)="?([^"\s>]*\/main\.[0-9a-f]+\.js)/.exec(
    html,
  )?.[1];
  const css = /<link[^>]+href="?([^"\s>]+\.css)/.exec(html)?.[1];
  if (script === undefined || css === undefined) {
    throw new Error(`No main script or stylesheet in ${origin}/`);
  }
  return [script, css];
}

/**
 * wrk's totals: requests per second, the 99th percentile latency, and the failed requests by kind
 * (`non2xx3xx`: answered with a status other than 2xx or 3xx).
 * @typedef {{ requestsPerSecond: number, latencyP99Ms: number, requests: number,
 *   errors: { connect: number, read: number, write: number, timeout: number, non2xx3xx: number } }} LoadFigures
 */

/**
 * Runs wrk against `origin` for `seconds` and reads its totals.
 * @param {object} options
 * @param {string} options.origin Such as http://127.0.0.1:8080.
 * @param {number} [options.seconds]
 * @param {number} [options.connections]
 * @param {string} [options.acceptEncoding] Sent with every request, as browsers do; '' sends none.
 * @returns {Promise<LoadFigures>}
 */
export async function runLoad({ origin, seconds = 30, connections = 64, acceptEncoding = 'gzip' }) {
  if (!ensureDebianPackages(wrk)) throw new Error('wrk is not installed; see above.');
  const paths = [...pages, ...(await hashedAssets(origin)), '/search-index.json'];
  const args = [
    '--threads',
    '2',
    '--connections',
    String(connections),
    '--duration',
    `${seconds}s`,
    '--timeout',
    '10s',
    '--script',
    fileURLToPath(new URL('load-mix.lua', import.meta.url)),
    ...(acceptEncoding === '' ? [] : ['--header', `Accept-Encoding: ${acceptEncoding}`]),
    origin,
    '--',
    ...paths,
  ];
  const { stdout } = await promisify(execFile)(wrk.binary, args, {
    timeout: (seconds + 30) * 1000,
  });
  const line = stdout.split('\n').find((text) => text.startsWith('WRK_JSON '));
  if (line === undefined) throw new Error(`wrk printed no totals:\n${stdout}`);
  // JSON.parse cannot know the shape: it is what bench/load-mix.lua's done() prints.
  const totals =
    /** @type {{ requests: number, durationUs: number, latencyP99Us: number, connect: number,
     *   read: number, write: number, timeout: number, status: number }} */ (
      JSON.parse(line.slice('WRK_JSON '.length))
    );
  return {
    requestsPerSecond: totals.requests / (totals.durationUs / 1e6),
    latencyP99Ms: totals.latencyP99Us / 1000,
    requests: totals.requests,
    errors: {
      connect: totals.connect,
      read: totals.read,
      write: totals.write,
      timeout: totals.timeout,
      non2xx3xx: totals.status,
    },
  };
}

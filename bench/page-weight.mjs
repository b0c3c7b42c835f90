// Bytes of JS, CSS and HTML a first visit to a page transfers, raw and gzip. What the page needs
// arrives before its load event; JS that arrives after it (stock Docusaurus prefetches the code
// of every link in view) is counted apart, and the report adds both for what a visit downloads.
import { gzipSync } from 'node:zlib';

/**
 * Bytes a first visit transferred, raw and gzip, by kind: `laterJs` is JS that arrived after the
 * load event.
 * @typedef {Record<'js' | 'css' | 'html' | 'laterJs', { raw: number, gzip: number }>} PageWeights
 */

const emptyWeight = () => ({ raw: 0, gzip: 0 });

/**
 * @param {import('@playwright/test').Request} request
 * @param {boolean} afterLoad Whether the page's load event has fired.
 * @returns {keyof PageWeights | undefined} Undefined for what is not counted.
 */
function kindOf(request, afterLoad) {
  const type = request.resourceType();
  const isJs = type === 'script' || new URL(request.url()).pathname.endsWith('.js');
  if (afterLoad) return isJs ? 'laterJs' : undefined;
  if (type === 'document') return 'html';
  if (type === 'stylesheet') return 'css';
  return isJs ? 'js' : undefined;
}

/**
 * Measures `path` from a fresh browser context, so nothing is cached.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} path
 * @returns {Promise<PageWeights>}
 */
export async function measurePageWeight(browser, origin, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {PageWeights} */
  const weights = {
    js: emptyWeight(),
    css: emptyWeight(),
    html: emptyWeight(),
    laterJs: emptyWeight(),
  };
  /** @type {Map<import('@playwright/test').Request, keyof PageWeights | undefined>} */
  const kinds = new Map();
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => kinds.set(request, kindOf(request, loaded)));
  /** @type {Promise<void>[]} */
  const pending = [];
  page.on('response', (response) => {
    const kind = kinds.get(response.request());
    if (kind === undefined) return;
    pending.push(
      response.body().then(
        (body) => {
          weights[kind].raw += body.length;
          weights[kind].gzip += gzipSync(body).length;
        },
        // A redirect has no body to count.
        () => {},
      ),
    );
  });
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return weights;
}

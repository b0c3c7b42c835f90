#!/usr/bin/env node
// `npm run bench:first-query -- <build> <other build> [rounds]`: the search box's first query in
// a fresh page (as `npm run bench` times it) on two builds of the site, served by nginx side by
// side and measured in turns, so that what the machine is doing weighs on both alike. For a
// change to the search code, beside a build of the commit before it; one fresh page's time
// varies by half from page to page, so it takes many rounds (default 20) to compare.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@memai-sdk/scripts/chromium';
import { startNginx } from '@memai-sdk/deploy/nginx';
import { median } from './median.mjs';
import { firstQueryInFreshPage, turnOrder } from './search-speed.mjs';

const [first, second, rounds = '20'] = process.argv.slice(2);
if (first === undefined || second === undefined || !(Number(rounds) > 0)) {
  console.error('Usage: npm run bench:first-query -- <build dir> <other build dir> [rounds]');
  process.exit(2);
}
const builds = [first, second];
const servers = await Promise.all(builds.map((root) => startNginx({ root })));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
/** @type {number[][]} */
const times = builds.map(() => []);
try {
  for (let round = 0; round < Number(rounds); round += 1) {
    for (const at of turnOrder(round, builds.length)) {
      times[at]?.push(await firstQueryInFreshPage(browser, servers[at]?.origin ?? ''));
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
const medians = times.map((ms) => median(ms));
builds.forEach((root, at) => {
  const ms = times[at] ?? [];
  console.log(
    `${root}: median ${Math.round(medians[at] ?? 0)} ms, fastest ${Math.round(Math.min(...ms))}, slowest ${Math.round(Math.max(...ms))} (${ms.length} fresh pages)`,
  );
});
console.log(`ratio ${Math.round(((medians[0] ?? 0) / (medians[1] ?? 1)) * 100)} %`);

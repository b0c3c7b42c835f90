// The site without one of its stand-ins for Docusaurus internals, the one named by
// BENCH_WITHOUT (a name in ./stand-ins.mjs), for `npm run bench:ablation`.
import site from 'website/docusaurus.config.ts';
import { siteWithout } from './site-without.mjs';
import { standIns } from './stand-ins.mjs';

const name = process.env.BENCH_WITHOUT;
const standIn = standIns.find((candidate) => candidate.name === name);
if (standIn === undefined) throw new Error(`BENCH_WITHOUT names no stand-in: ${name}`);

export default siteWithout(site, {
  entries: standIn.entries,
  rehype: standIn.rehype === undefined ? [] : [standIn.rehype],
});

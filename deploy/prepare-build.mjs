#!/usr/bin/env node
// Runs after every website build (website/package.json): adds to the build what serving it needs
// and Docusaurus does not write, and has its pages run their scripts after their first paint
// (see deploy/page-scripts.mjs).
// - Its response headers, whose Content-Security-Policy depends on the build's inline scripts,
//   as `_headers` (Netlify, Cloudflare Pages, npm start) and, derived from it,
//   `_headers.nginx.conf` (deploy/nginx.conf).
// - A gzip copy of each text file, for nginx to send as is (see deploy/precompress.mjs).
//
// Usage: prepare-site-build <buildDir> (this workspace's bin), or node deploy/prepare-build.mjs
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { headersFile, nginxInclude, nginxIncludeName } from './header-files.mjs';
import { runPageScriptsAfterFirstFrame } from './page-scripts.mjs';
import { precompress } from './precompress.mjs';

const [buildArgument] = process.argv.slice(2);
if (buildArgument === undefined || !existsSync(join(buildArgument, 'index.html'))) {
  console.error('Usage: prepare-site-build <buildDir>, a directory with index.html');
  process.exit(1);
}
const buildDir = resolve(buildArgument);

// First: the headers' Content-Security-Policy lists the inline scripts this adds, and the gzip
// copies are of the pages it rewrites.
const pages = await runPageScriptsAfterFirstFrame(buildDir);
const headers = await headersFile(buildDir);
await writeFile(join(buildDir, '_headers'), headers);
await writeFile(join(buildDir, nginxIncludeName), nginxInclude(headers));
const compressed = await precompress(buildDir);
console.log(
  `Set ${pages} pages to run their scripts after their first paint, and wrote _headers, ` +
    `${nginxIncludeName} and ${compressed} gzip copies in ${buildDir}`,
);

// Part of deploy/prepare-build.mjs, which runs after every website build: writes a gzip copy
// (`x.js.gz`) beside each text file of the build, compressed once at the highest level, which
// both servers send as is (`gzip_static on` in deploy/nginx.conf) instead of compressing the
// same file for every request. Under load that was the server's bottleneck: compressing main.js
// and the search index on every request held nginx to some 800 requests per second on 2 cores.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import { isText } from './content-types.mjs';

const compress = promisify(gzip);
/** Below this, gzip's header outweighs what it saves; nginx's gzip_min_length agrees. */
const minimumBytes = 256;

/**
 * Writes `<file>.gz` for every text file under `buildDir`, and deletes stale `.gz` files.
 * @param {string} buildDir
 * @returns {Promise<number>} How many `.gz` files it wrote.
 */
export async function precompress(buildDir) {
  const files = (await readdir(buildDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  // A .gz whose file is gone would still be served for it: nginx looks only for the .gz.
  await Promise.all(files.filter((file) => file.endsWith('.gz')).map((file) => rm(file)));
  let written = 0;
  for (const file of files.filter(isText)) {
    const body = await readFile(file);
    if (body.length < minimumBytes) continue;
    await writeFile(`${file}.gz`, await compress(body, { level: constants.Z_BEST_COMPRESSION }));
    written += 1;
  }
  return written;
}

// Preloaded into a process measured by bench/cli-bulk.mjs (`node --import <this file> …`): at
// exit, writes the process's peak resident memory in kilobytes (getrusage's ru_maxrss, which the
// kernel keeps for the whole life of the process, so nothing is missed between samples) to the
// file named by BENCH_MAX_RSS_FILE. Node's child_process gives no resource usage of a child.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MAX_RSS_FILE;
if (file !== undefined && file !== '') {
  process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
}

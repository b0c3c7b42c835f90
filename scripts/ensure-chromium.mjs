#!/usr/bin/env node
// The browser tests drive Debian's Chromium: test tools cannot download browsers here. Installs
// it with apt-get when it is missing and we are root; otherwise says how to install it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath as chromium } from './chromium.mjs';

if (existsSync(chromium)) process.exit(0);

if (process.env.CHROME_PATH !== undefined) {
  console.error(`CHROME_PATH is ${chromium}, but there is no file there.`);
  process.exit(1);
}
if (process.getuid?.() !== 0) {
  console.error(
    'The browser tests need Chromium at /usr/bin/chromium. Install it with\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROME_PATH at another Chromium or Chrome binary.',
  );
  process.exit(1);
}

console.log('Installing Chromium from Debian packages for the browser tests…');
for (const command of [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'],
]) {
  const { status } = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (status !== 0) process.exit(status ?? 1);
}
process.exit(existsSync(chromium) ? 0 : 1);

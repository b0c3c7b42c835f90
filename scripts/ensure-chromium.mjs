#!/usr/bin/env node
// The browser tests drive Debian's Chromium: test tools cannot download browsers here. Installs
// it with apt-get when it is missing and we are root; otherwise says how to install it.
import { existsSync } from 'node:fs';
import { chromiumPath as chromium } from './chromium.mjs';
import { ensureDebianPackages } from './debian-packages.mjs';

// A Chromium chosen by hand is never replaced by Debian's.
if (process.env.CHROME_PATH !== undefined && !existsSync(chromium)) {
  console.error(`CHROME_PATH is ${chromium}, but there is no file there.`);
  process.exit(1);
}

const installed = ensureDebianPackages({
  binary: chromium,
  packages: ['chromium', 'fonts-dejavu-core'],
  missing: 'The browser tests need Chromium at /usr/bin/chromium.',
  installing: 'Installing Chromium from Debian packages for the browser tests…',
  alternative: 'or point CHROME_PATH at another Chromium or Chrome binary.',
});
process.exit(installed ? 0 : 1);

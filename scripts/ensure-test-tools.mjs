#!/usr/bin/env node
// What the test command needs from Debian's packages, installed in one apt-get run when missing
// and we are root (otherwise it says how to install them): Chromium for the browser tests (test
// tools cannot download browsers here), bash-completion for the test of memai's completion, jq
// for the command-line pages, which pipe memai into it, and nginx for the serving tests.
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';
import { bashCompletion, chromium, ensureDebianPackages, jq, nginx } from './debian-packages.mjs';

// A Chromium chosen by hand is never replaced by Debian's.
if (process.env.CHROME_PATH !== undefined && !existsSync(chromiumPath)) {
  console.error(`CHROME_PATH is ${chromiumPath}, but there is no file there.`);
  process.exit(1);
}

process.exit(ensureDebianPackages(chromium, bashCompletion, jq, nginx) ? 0 : 1);

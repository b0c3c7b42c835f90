#!/usr/bin/env node
// npm run serve:nginx and the deploy tests run Debian's nginx. Installs it with apt-get when it is
// missing and we are root; otherwise says how to install it.
import { ensureDebianPackages, nginx } from './debian-packages.mjs';

process.exit(ensureDebianPackages(nginx) ? 0 : 1);

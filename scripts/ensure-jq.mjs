#!/usr/bin/env node
// The docs tests run the command-line pages, whose examples read memai's JSON with jq. Installs
// Debian's jq with apt-get when it is missing and we are root; otherwise says how to install it.
import { ensureDebianPackages, jq } from './debian-packages.mjs';

process.exit(ensureDebianPackages(jq) ? 0 : 1);

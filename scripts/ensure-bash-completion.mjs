#!/usr/bin/env node
// memai's tests run its bash completion script, which needs Debian's bash-completion. Installs it
// with apt-get when it is missing and we are root; otherwise says how to install it.
import { bashCompletion, ensureDebianPackages } from './debian-packages.mjs';

process.exit(ensureDebianPackages(bashCompletion) ? 0 : 1);

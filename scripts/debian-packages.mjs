// The tools the tests, the benchmark and the nginx server run (Chromium, nginx, wrk, jq,
// bash-completion) come from Debian's packages, because npm cannot download them here and CI
// starts from a fresh machine.
// One function installs whichever are missing, with one apt-get run when we are root; otherwise
// it says how to install them, and the caller fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

/**
 * A binary and the Debian packages that provide it.
 * @typedef {object} DebianTool
 * @property {string} binary Absolute path that must exist afterwards.
 * @property {string[]} packages Installed together with `apt-get install`.
 * @property {string} missing The sentence that says who needs it, printed when we cannot install.
 * @property {string} installing Printed before apt-get runs.
 * @property {string} [alternative] A line after the install command, such as an env variable.
 */

/** @type {DebianTool} */
export const nginx = {
  binary: '/usr/sbin/nginx',
  packages: ['nginx'],
  missing: 'npm run serve:nginx and the deploy tests need nginx at /usr/sbin/nginx.',
  installing: 'Installing nginx from Debian packages…',
};

/** @type {DebianTool} */
export const jq = {
  binary: '/usr/bin/jq',
  packages: ['jq'],
  missing: 'The docs tests run the command-line pages, which pipe memai into jq at /usr/bin/jq.',
  installing: 'Installing jq from Debian packages for the command-line pages…',
};

/** @type {DebianTool} */
export const bashCompletion = {
  binary: '/usr/share/bash-completion/bash_completion',
  packages: ['bash-completion'],
  missing:
    "memai's tests run its bash completion script, which needs Debian's bash-completion at /usr/share/bash-completion.",
  installing: "Installing bash-completion from Debian packages for memai's completion test…",
};

/** @type {DebianTool} */
export const wrk = {
  binary: '/usr/bin/wrk',
  packages: ['wrk'],
  missing: 'The load benchmark needs wrk at /usr/bin/wrk.',
  installing: 'Installing wrk from Debian packages for the load benchmark…',
};

/** @type {DebianTool} */
export const chromium = {
  binary: chromiumPath,
  packages: ['chromium', 'fonts-dejavu-core'],
  missing: 'The browser tests need Chromium at /usr/bin/chromium.',
  installing: 'Installing Chromium from Debian packages for the browser tests…',
  alternative: 'or point CHROME_PATH at another Chromium or Chrome binary.',
};

/**
 * Makes sure each tool's binary exists, installing the packages of those missing with one
 * apt-get run when we are root.
 * @param {DebianTool[]} tools
 * @returns {boolean} Whether every binary is there now; when not, the reason has been printed.
 */
export function ensureDebianPackages(...tools) {
  const missing = tools.filter((tool) => !existsSync(tool.binary));
  if (missing.length === 0) return true;

  if (process.getuid?.() !== 0) {
    for (const tool of missing) {
      console.error(
        `${tool.missing} Install it with\n` +
          `  sudo apt-get update && sudo apt-get install -y ${tool.packages.join(' ')}` +
          (tool.alternative === undefined ? '' : `\n${tool.alternative}`),
      );
    }
    return false;
  }

  for (const tool of missing) console.log(tool.installing);
  for (const args of [
    ['update', '-qq'],
    [
      'install',
      '-y',
      '-qq',
      '--no-install-recommends',
      ...missing.flatMap((tool) => tool.packages),
    ],
  ]) {
    const { status, error } = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (error !== undefined) console.error(`Could not run apt-get: ${error.message}`);
    if (status !== 0) return false;
  }
  return missing.every((tool) => existsSync(tool.binary));
}

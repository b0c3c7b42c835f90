// The deploy tests run the real nginx: install it first on a fresh machine, as CI is, and stop
// with the reason when that is not possible.
import { ensureDebianPackages, nginx } from '@memai-sdk/scripts/debian-packages';

export default function setup() {
  if (!ensureDebianPackages(nginx)) throw new Error('nginx is not installed; see above.');
}

// Starts the site's own production server (website/scripts/serve.mjs) on a free port on
// 127.0.0.1, for measurements.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export async function startSiteServer(buildDir) {
  const port = await freePort();
  const child = spawn('node', [new URL('../website/scripts/serve.mjs', import.meta.url).pathname], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: buildDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => (child.once('exit', resolve), child.kill())),
  };
}

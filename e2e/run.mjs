// Browser tests: the built app over a real server on a fresh data dir, in the system Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// the order of e2e/env.ts's CHROMIUM_CANDIDATES: the old headless shell first when installed
const chromium = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']
  .filter(Boolean)
  .find((p) => fs.existsSync(p));
if (!chromium) {
  console.error(
    'Chromium was not found: install it with `apt-get install -y chromium chromium-headless-shell fonts-noto-cjk` (or set CHROMIUM_PATH), then run the tests again.',
  );
  process.exit(1);
}
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  const b = spawnSync('npm', ['run', 'build', '-w', '@crossbill/web'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const r = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(r.status ?? 1);

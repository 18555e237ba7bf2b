// Browser tests: the built app over a real server on a fresh data dir, in the system Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_MISSING, findChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = findChromium();
if (!chromium) {
  console.error(CHROMIUM_MISSING);
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

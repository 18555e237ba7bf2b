// Gzip size of the JavaScript the login route loads, and of what the shell loads after login,
// measured in Chromium against the built app. Targets: login ≤ 150 kB gz, shell ≤ 450 kB gz.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './server.mjs';

const chromiumPath = () => [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && fs.existsSync(p));

export async function bundle(root) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('Build the web app first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-bench-'));
  const server = await startServer(root, dataDir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const seen = new Map();
    let phase = 'login';
    page.on('response', async (res) => {
      const url = res.url();
      if (!url.endsWith('.js') || seen.has(url)) return;
      const body = await res.body().catch(() => null);
      if (body) seen.set(url, { phase, gz: zlib.gzipSync(body, { level: 9 }).length });
    });
    await page.goto(`${server.url}/user/login`, { waitUntil: 'networkidle' });
    phase = 'shell';
    await page.getByLabel('Email').fill('demo@crossbill.dev');
    await page.getByLabel('Password', { exact: true }).fill('Crossbill@2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('sidebar').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const sum = (p) => [...seen.values()].filter((v) => v.phase === p).reduce((a, v) => a + v.gz, 0);
    const loginKb = +(sum('login') / 1024).toFixed(1);
    const shellKb = +((sum('login') + sum('shell')) / 1024).toFixed(1);
    const result = {
      loginRouteGzKb: loginKb,
      shellAfterLoginGzKb: shellKb,
      shellOnlyGzKb: +(sum('shell') / 1024).toFixed(1),
      targets: { loginKb: 150, shellKb: 450 },
    };
    console.log(`  login route JS:           ${loginKb} kB gz (target ≤ 150)`);
    console.log(`  shell after login JS:     ${shellKb} kB gz in all, ${result.shellOnlyGzKb} kB gz added by the shell (target ≤ 450)`);
    return result;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

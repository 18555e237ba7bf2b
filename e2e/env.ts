import fs from 'node:fs';

/**
 * The browser tests run in E2E_WORKERS Playwright workers, each against its own server (own data dir,
 * clock and mail sink) so that no test sees another's clock or data: slot i serves the app on
 * E2E_PORT + 2i and its test-only control endpoint (clock, mails) on the port after it.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const BASE_PORT = Number(process.env.E2E_PORT ?? 18_480);
export const portsOf = (slot: number) => ({ app: BASE_PORT + 2 * slot, control: BASE_PORT + 2 * slot + 1 });

/** This process's slot: a Playwright worker's parallel index, or the server's E2E_SLOT. */
export const E2E_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? process.env.E2E_SLOT ?? 0);
export const E2E_PORT = portsOf(E2E_SLOT).app;
export const CONTROL_PORT = portsOf(E2E_SLOT).control;

/**
 * The browser: CHROMIUM_PATH, else Debian's old headless shell of the same Chromium build when it is
 * installed (no GPU process or browser UI: a sixth less CPU over the sweep, whose pages and axe scans
 * are the suite's heaviest), else the full Chromium.
 */
export const CHROMIUM_CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, ...CHROMIUM_CANDIDATES].filter(Boolean) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error('Chromium was not found. Install it with `apt-get install -y chromium chromium-headless-shell fonts-noto-cjk`, or set CHROMIUM_PATH.');
  }
  return found;
}

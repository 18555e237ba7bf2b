import fs from 'node:fs';

/** Ports of the browser-test server and its test-only control endpoint (clock). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18_480);
export const CONTROL_PORT = E2E_PORT + 1;

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error('Chromium was not found. Install it with `apt-get install -y chromium fonts-noto-cjk`, or set CHROMIUM_PATH.');
  }
  return found;
}

// The browser of the browser tests, found once for e2e/run.mjs and the Playwright config (env.ts).
import fs from 'node:fs';

/**
 * CHROMIUM_PATH, else Debian's old headless shell of the same Chromium build when it is installed (no
 * GPU process or browser UI: a sixth less CPU over the sweep, whose pages and axe scans are the
 * suite's heaviest), else the full Chromium.
 */
const CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const CHROMIUM_MISSING =
  'Chromium was not found: install it with `apt-get install -y chromium chromium-headless-shell fonts-noto-cjk` (or set CHROMIUM_PATH), then run the tests again.';

/** The first browser found, or undefined. */
export const findChromium = () => [process.env.CHROMIUM_PATH, ...CANDIDATES].filter(Boolean).find((p) => fs.existsSync(p));

import { CHROMIUM_MISSING, findChromium } from './chromium.mjs';

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

/** The browser (chromium.mjs): the test run stops with how to install it when there is none. */
export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(CHROMIUM_MISSING);
  return found;
}

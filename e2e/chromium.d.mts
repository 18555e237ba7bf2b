// Types of e2e/chromium.mjs for the TypeScript side of the browser tests.
export const CHROMIUM_MISSING: string;
export function findChromium(): string | undefined;

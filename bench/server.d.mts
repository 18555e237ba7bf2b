// Types of bench/server.mjs for the TypeScript suites that start the real server.
export function freePort(): Promise<number>;
export function startServer(
  root: string,
  dataDir: string,
  env?: Record<string, string>,
): Promise<{ url: string; readyMs: number; pid: number; stop: () => Promise<unknown> }>;

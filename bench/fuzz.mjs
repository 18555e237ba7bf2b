// The fuzz of every route at benchmark size (bench/fuzz.ts, a child process; its last stdout line is
// the JSON result): the count of requests and of 5xx answers. A 5xx makes the suite exit non-zero.
import { runChild } from './child.mjs';

/** Options for bench/fuzz.ts: --per-operation (default 10), --seed. */
export const fuzzOptions = ['per-operation', 'seed'];

export async function fuzzSuite(root, args = []) {
  const { code, result } = await runChild(root, 'fuzz.ts', args);
  if (!result) throw new Error(`bench/fuzz.ts exited with ${code} without a result`);
  if (code !== 0 || result.fiveXx > 0) process.exitCode = 1;
  return result;
}

// The fuzz of every route at benchmark size (bench/fuzz.ts, a child process; its last stdout line is
// the JSON result): the count of requests and of 5xx answers. A 5xx makes the suite exit non-zero.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** Options for bench/fuzz.ts: --per-operation (default 10), --seed. */
export const fuzzOptions = ['per-operation', 'seed'];

export async function fuzzSuite(root, args = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/fuzz.ts'), ...args], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (d) => (out += d));
  const code = await new Promise((resolve) => child.once('close', resolve));
  const lines = out.trim().split('\n');
  const last = lines.pop() ?? '';
  for (const line of lines) console.log(line);
  let result;
  try {
    result = JSON.parse(last);
  } catch {
    console.log(last);
    throw new Error(`bench/fuzz.ts exited with ${code} without a result`);
  }
  if (code !== 0 || result.fiveXx > 0) process.exitCode = 1;
  return result;
}

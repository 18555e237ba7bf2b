// Ledger throughput on PostgreSQL (DATABASE_URL): transfers per second through the ledger service beside a
// bare SQL loop writing the same postings, their ratio (target ≥ 0.5), and ledger:verify over the run.
// The work is TypeScript (bench/ledger.ts), run as a child process; its last stdout line is the JSON result.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** Options for bench/ledger.ts: --count, --workers, --merchants, --mix (`--name value` or `--name=value`). */
export const ledgerOptions = ['count', 'workers', 'merchants', 'mix'];

export async function ledger(root, args = []) {
  if (!process.env.DATABASE_URL) throw new Error('the ledger suite needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/ledger.ts'), ...args], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // print each line as it comes, except the last (the JSON result)
  let buffered = '';
  let last = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (d) => {
    buffered += d;
    const lines = buffered.split('\n');
    buffered = lines.pop();
    for (const line of lines) {
      if (!line) continue;
      if (last) console.log(last);
      last = line;
    }
  });
  const code = await new Promise((resolve) => child.once('close', resolve));
  if (buffered) {
    if (last) console.log(last);
    last = buffered;
  }
  let result;
  try {
    result = JSON.parse(last);
  } catch {
    if (last) console.log(last);
    throw new Error(`bench/ledger.ts exited with ${code} without a result`);
  }
  if (code !== 0) {
    process.exitCode = 1;
    console.error(`  ledger suite: exit ${code}${result.verifyPassed ? '' : ' (ledger:verify failed)'}`);
  }
  return result;
}

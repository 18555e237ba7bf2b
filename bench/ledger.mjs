// Ledger throughput on PostgreSQL (DATABASE_URL): transfers per second through the ledger service beside a
// bare SQL loop writing the same postings, their ratio (target ≥ 0.5), and ledger:verify over the run.
// The work is TypeScript (bench/ledger.ts), run as a child process; its last stdout line is the JSON result.
import { needPostgres, runChild } from './child.mjs';

/** Options for bench/ledger.ts: --count, --workers, --merchants, --mix (`--name value` or `--name=value`). */
export const ledgerOptions = ['count', 'workers', 'merchants', 'mix'];

export async function ledger(root, args = []) {
  needPostgres('ledger');
  const { code, result } = await runChild(root, 'ledger.ts', args);
  if (!result) throw new Error(`bench/ledger.ts exited with ${code} without a result`);
  if (code !== 0) {
    process.exitCode = 1;
    console.error(`  ledger suite: exit ${code}${result.verifyPassed ? '' : ' (ledger:verify failed)'}`);
  }
  return result;
}

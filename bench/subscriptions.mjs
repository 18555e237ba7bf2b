// The subscriptions suite on PostgreSQL (DATABASE_URL): one billing run (the real runBilling) over
// 100,000 due subscriptions, charges/s, and the check that each was charged exactly once
// (bench/subscriptions.ts, run as a child process; its last stdout line is the JSON result). Writes
// bench/results/subscriptions.md. Only when named: the full size takes many minutes.
import { needPostgres, runChild, writeReport } from './child.mjs';

/** Options for bench/subscriptions.ts (`--name value` or `--name=value`). */
export const subscriptionsOptions = ['count', 'merchants', 'workers', 'keep'];

export async function subscriptions(root, args = []) {
  needPostgres('subscriptions');
  const { code, result } = await runChild(root, 'subscriptions.ts', args);
  if (!result) throw new Error(`bench/subscriptions.ts exited with ${code} without a result`);
  // a failed check still reports its figures, and fails the run
  if (code !== 0) process.exitCode = 1;
  writeReport(root, 'subscriptions.md', report(result));
  return result;
}

const n = (x) => Number(x).toLocaleString('en');

export function report(r) {
  const c = r.check;
  return [
    '# Subscription billing benchmark',
    '',
    `Run ${r.at} on PostgreSQL (\`npm run bench -- subscriptions\`), ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memGb} GB, Node ${r.machine.node}; the cores are shared between the billing run and PostgreSQL, and with other work on the machine, so rates carry noise.`,
    '',
    `Method: ${r.options.merchants} merchants each sell one monthly 1.00 USD plan through the subscription service (a real first payment storing the card in the vault); ${n(r.options.count)} subscriptions in all, the rest copied from those rows in bulk (setup, ${r.setupSeconds} s), every one with cycle 2 due now. Then ${r.options.workers} billing run(s) (\`runBilling\`, the job's own function: each due subscription locked with SKIP LOCKED, its cycle row inserted, charged against the token through the payment service with the risk screen, ledger entry, rollups and events, in its own database transaction), timed from start to the last charge.`,
    '',
    '| subscriptions | billing runs | seconds | charges/s |',
    '|---:|---:|---:|---:|',
    `| ${n(r.options.count)} | ${r.options.workers} | ${r.seconds} | **${r.perSecond}** |`,
    '',
    '## Exactly once',
    '',
    '| check | expected | got |',
    '|---|---:|---:|',
    `| cycle 2 rows | ${n(r.options.count)} | ${n(c.cycles)} |`,
    `| merchant-initiated charges | ${n(r.options.count)} | ${n(c.charges)} |`,
    `| approved | ${n(r.options.count)} | ${n(c.approved)} |`,
    `| subscriptions charged twice | 0 | ${n(c.chargedTwice)} |`,
    `| subscriptions not charged | 0 | ${n(c.skipped)} |`,
    `| still due after the run | 0 | ${n(c.stillDue)} |`,
    '',
    `Result: ${r.ok ? 'every subscription charged exactly once' : '**wrong**'}.`,
    '',
    'PGlite: not part of this suite. PGlite runs one transaction at a time in the process, and each charge is several statements (cycle row, token lock, transaction, ledger entry, rollups, events), so 100,000 charges take far longer there; the billing tests run on both databases.',
    '',
  ].join('\n');
}

// The webhooks suite on PostgreSQL (DATABASE_URL): 10,000 queued events delivered by the delivery sweep
// (the real runDeliveries) to a local receiver, deliveries/s, and the check that each arrived once with a
// valid Standard Webhooks signature (bench/webhooks.ts, run as a child process; its last stdout line is
// the JSON result). Writes bench/results/webhooks.md. Only when named.
import { needPostgres, runChild, writeReport } from './child.mjs';

/** Options for bench/webhooks.ts (`--name value` or `--name=value`). */
export const webhooksOptions = ['count', 'endpoints', 'workers', 'batch', 'keep'];

export async function webhooks(root, args = []) {
  needPostgres('webhooks');
  const { code, result } = await runChild(root, 'webhooks.ts', args);
  if (!result) throw new Error(`bench/webhooks.ts exited with ${code} without a result`);
  // a failed check still reports its figures, and fails the run
  if (code !== 0) process.exitCode = 1;
  writeReport(root, 'webhooks.md', report(result));
  return result;
}

const n = (x) => Number(x).toLocaleString('en');

export function report(r) {
  const c = r.check;
  return [
    '# Webhook delivery benchmark',
    '',
    `Run ${r.at} on PostgreSQL (\`npm run bench -- webhooks\`), ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memGb} GB, Node ${r.machine.node}; the sweep, the receiver and PostgreSQL share the cores, so rates carry noise.`,
    '',
    `Method: ${r.options.endpoints} merchants, each with one webhook endpoint enrolled through the notify service at a receiver on 127.0.0.1 (in the benchmark's process, verifying every request with the \`standardwebhooks\` package). ${n(r.options.count)} \`payment.succeeded\` events published through \`publishEvent\` (the outbox; ${r.publishSeconds} s in 500-event transactions), all queued before the clock starts. Then ${r.options.workers} delivery sweep(s) at once (\`runDeliveries\`, the job's own function: attempts claimed ${r.options.batch} at a time with SKIP LOCKED, each signed, posted through the address guard's pinned connection, logged and moved on in its own transaction), timed until the queue is empty.`,
    '',
    '| events | endpoints | sweeps | seconds | deliveries/s |',
    '|---:|---:|---:|---:|---:|',
    `| ${n(r.options.count)} | ${r.options.endpoints} | ${r.options.workers} | ${r.seconds} | **${r.perSecond}** |`,
    '',
    '## Exactly once, signed',
    '',
    '| check | expected | got |',
    '|---|---:|---:|',
    `| requests received | ${n(r.options.count)} | ${n(c.received)} |`,
    `| distinct events received | ${n(r.options.count)} | ${n(c.uniqueEvents)} |`,
    `| events received twice | 0 | ${n(c.duplicates)} |`,
    `| signatures failing verification | 0 | ${n(c.badSignatures)} |`,
    `| delivery rows delivered | ${n(r.options.count)} | ${n(c.delivered)} |`,
    `| delivery rows not delivered | 0 | ${n(c.notDelivered)} |`,
    '',
    `Result: ${r.ok ? 'every event delivered exactly once, every signature valid' : '**wrong**'}.`,
    '',
    'The target is that delivery keeps up with the Payment API: the load benchmark (`bench/results/load.md`) measured about 100 Payment API requests/s on this machine, each payment at most one event per endpoint that takes it.',
    '',
  ].join('\n');
}

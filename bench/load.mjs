// The load suite on PostgreSQL (DATABASE_URL): the operator's portal mix and the Payment API mix
// against 1, 2 and 4 server processes and a worker (bench/load.ts, run as a child process; its last
// stdout line is the JSON result). Writes bench/results/load.md. Only when named: it takes a few minutes.
import { needPostgres, runChild, writeReport } from './child.mjs';

/** Options for bench/load.ts (`--name value` or `--name=value`). */
export const loadOptions = ['processes', 'duration', 'warmup', 'concurrency', 'merchants', 'keep'];

export async function load(root, args = []) {
  needPostgres('load');
  const { code, result } = await runChild(root, 'load.ts', args);
  if (code !== 0 || !result) throw new Error(`bench/load.ts exited with ${code}${result ? '' : ' without a result'}`);
  const md = report(result);
  writeReport(root, 'load.md', md);
  return result;
}

/** The Markdown report: one row per deployment size and mix, then the request kinds' p95. */
export function report(r) {
  const o = r.options;
  const row = (n, c, mix, x) =>
    `| ${n} | ${c} | ${mix} | ${x.perSecond} | ${x.p50Ms} | ${x.p95Ms} | ${x.p99Ms} | ${x.errors} / ${x.requests} | ${x.cpu.postgres}% | ${x.cpu.servers}% | ${x.cpu.worker}% | ${x.cpu.client}% |`;
  const kinds = (mix) =>
    r.runs.map(
      (run) =>
        `| ${run.processes} | ${run.concurrency} | ${Object.entries(run[mix].kinds)
          .map(([k, v]) => `${k} ${v.p95Ms} ms (${v.count})`)
          .join('; ')} |`,
    );
  return [
    '# Load benchmark',
    '',
    `Run ${r.at} on PostgreSQL ${r.postgres} (\`npm run bench -- load\`), ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memGb} GB, Node ${r.machine.node}. The server processes, their worker, PostgreSQL and the client all share these cores: the figures say what one such machine holds in all, not what a server holds on its own.`,
    '',
    `Method: the demo merchant as a first start makes it (${Number(r.transactions).toLocaleString('en')} transactions), plus ${o.merchants} acquiring merchants for the Payment API. For each deployment size, that many server processes (\`apps/server/src/main.ts\`, JOBS=false) and one \`npm run worker\`, each its own Node.js process on one PostgreSQL; ${[o.concurrency].flat().join(' and then ')} callers in a closed loop (each sends its next request when the last is answered: with few, a request meets a machine at rest; with many, requests queue for its cores), spread round-robin over the servers as a load balancer would, for ${o.duration} s after ${o.warmup} s of warm-up. Portal mix (signed-in sessions, one per four callers): dashboard 15%, transaction list 30% (by status, currency, last 7 days or none), transaction details 20%, refund list 10%, wallet balances 15%, home summary 9%, transaction export queued 1%. API mix (signed /v1): card payments 60%, authorise + capture 20%, partial refunds 20%, each caller one merchant's server. Latencies over every request of the run; CPU is each side's share of all cores over the run.`,
    '',
    '| servers | callers | mix | requests/s | p50 ms | p95 ms | p99 ms | errors | PostgreSQL CPU | servers CPU | worker CPU | client CPU |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...r.runs.flatMap((run) => [row(run.processes, run.concurrency, 'portal', run.portal), row(run.processes, run.concurrency, 'API', run.api)]),
    '',
    '## p95 by request (count)',
    '',
    '| servers | callers | portal |',
    '| --- | --- | --- |',
    ...kinds('portal'),
    '',
    '| servers | callers | API |',
    '| --- | --- | --- |',
    ...kinds('api'),
    '',
  ].join('\n');
}

// The blacklist suite on PostgreSQL (DATABASE_URL): /v1 payments/s with no blacklist item and with 1M
// items across 10 lists (target: ≥ 0.9× the rate without), and screenPayment's own p95/p99
// (bench/blacklist.ts, run as a child process; its last stdout line is the JSON result). Writes
// bench/results/blacklist.md. Only when named: the full size takes a few minutes.
import { needPostgres, runChild, writeReport } from './child.mjs';

/** Options for bench/blacklist.ts (`--name value` or `--name=value`). */
export const blacklistOptions = ['items', 'lists', 'duration', 'warmup', 'concurrency', 'count', 'rounds', 'keep'];

export async function blacklist(root, args = []) {
  needPostgres('blacklist');
  const { code, result } = await runChild(root, 'blacklist.ts', args);
  if (!result) throw new Error(`bench/blacklist.ts exited with ${code} without a result`);
  // a failed sanity check still reports its figures, and fails the run
  if (code !== 0) process.exitCode = 1;
  const md = report(result);
  writeReport(root, 'blacklist.md', md);
  return result;
}

const n = (x) => Number(x).toLocaleString('en');

/** The Markdown report: the rates and their ratio, the check's timings, the lists and the sanity cases. */
export function report(r) {
  const o = r.options;
  const run = (name, x) =>
    `| ${name} | ${x.perSecond} | ${n(x.approved + x.declined)} | ${x.p50Ms} | ${x.p95Ms} | ${x.p99Ms} | ${x.errors} | ${x.serverCpuMsPerPayment ?? '–'} | ${x.clientCpuMsPerRequest} |`;
  const cpu = r.serverCpuMsPerPayment;
  const lines = [
    '# Blacklist check benchmark',
    '',
    `Run ${r.at} on PostgreSQL (\`npm run bench -- blacklist\`), ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memGb} GB, Node ${r.machine.node}; the cores are shared with the server, PostgreSQL and the client, and with other work on the machine, so rates carry noise.`,
    '',
    `Method: the server (apps/server/src/main.ts, jobs off) in its own process; ${o.concurrency} callers send signed /v1 card payments (card, e-mail, IP and phone, none listed) over keep-alive HTTP for ${o.duration} s per run after ${o.warmup} s of warm-up; ${o.rounds} run(s) of each kind, the median rate kept. First with no blacklist item; then ${n(o.items)} items loaded in bulk (${r.loadSeconds} s) across ${o.lists} lists, runs of the measured merchant (lists of every attribute) alternated with a control merchant of the same database without lists. Every payment of one merchant takes the same ledger account rows (the ledger's row locks), so a merchant's rate is bounded by how long each payment holds them. screenPayment timed in the benchmark's process, ${n(o.count)} clean card payments one at a time, each in its own committed transaction.`,
    '',
    '## Payment API rate',
    '',
    '| run | payments/s | payments | p50 ms | p95 ms | p99 ms | errors | server CPU ms/payment | client CPU ms/req |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...r.baseline.map((x, i) => run(`no item, round ${i + 1}`, x)),
    ...r.listed.map((x, i) => run(`${n(o.items)} items, round ${i + 1}`, x)),
    ...r.control.map((x, i) => run(`control merchant (no list), round ${i + 1}`, x)),
    '',
    `Median rates: no item ${r.perSecond.baseline}, with lists ${r.perSecond.listed}, control ${r.perSecond.control} payments/s. Ratio with lists / without: **${r.ratio}** (target ≥ ${r.targetRatio}: ${r.ratio >= r.targetRatio ? 'ok' : '**miss**'}); with lists / control merchant, each run against the control run right after it (median): ${r.ratioControl}. Server CPU per payment (median): no item ${cpu.baseline ?? '–'} ms, with lists ${cpu.listed ?? '–'} ms, control ${cpu.control ?? '–'} ms.`,
    '',
    '## screenPayment',
    '',
    '| database | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|',
    `| no list | ${r.screen.empty.p50Ms} | ${r.screen.empty.p95Ms} | ${r.screen.empty.p99Ms} | ${r.screen.empty.maxMs} |`,
    `| ${n(o.items)} items, ${o.lists} lists | ${r.screen.loaded.p50Ms} | ${r.screen.loaded.p95Ms} | ${r.screen.loaded.p99Ms} | ${r.screen.loaded.maxMs} |`,
    '',
    '## What the database sessions wait on (first round; mean sessions per 20 ms sample, by wait event and statement)',
    '',
    '| run | sessions | wait | statement |',
    '|---|---:|---|---|',
    ...Object.entries(r.waits ?? {}).flatMap(([name, ws]) => ws.map((w) => `| ${name} | ${w.samples} | ${w.wait} | \`${w.query.replace(/\|/g, '\\|')}\` |`)),
    '',
    `## Lists (blacklist_items: ${r.storage.table}, indexes ${r.storage.indexes})`,
    '',
    '| attribute | scope | list on | items | merchant |',
    '|---|---|---|---:|---|',
    ...r.lists.map((l) => `| ${l.attribute} | ${l.scope} | ${l.active ? 'yes' : 'no'} | ${n(l.items)} | ${l.measured ? 'measured' : 'other'} |`),
    '',
    'Items: 1 in 20 inactive, 1 in 20 past its expiry date, 1 in 20 with an expiry date ahead, the rest long-term valid.',
    '',
    '## Sanity (payments through the server after the runs)',
    '',
    '| payment | expected | got |',
    '|---|---|---|',
    ...r.sanity.cases.map(
      (c) => `| ${c.name} | ${(c.ok ? c.declined : !c.declined) ? 'declined' : 'passed'} | ${c.declined ? 'declined' : 'passed'}${c.ok ? '' : ' **wrong**'} |`,
    ),
    '',
    `Listed cards: ${r.sanity.listedCards.declined}/${r.sanity.listedCards.sent} declined with B1; hits recorded ${r.sanity.hitsRecorded} of ${r.sanity.expectedHits}; the card list shows hit count ${r.sanity.cardList.hitCount}, 30-day hit rate ${r.sanity.cardList.hitRate30d === null ? '–' : r.sanity.cardList.hitRate30d.toFixed(4)} (${r.sanity.cardList.hits30d} hits / ${n(r.sanity.cardList.checked30d)} checked); a declined payment's detail: ${r.sanity.detail}.`,
    '',
  ];
  return lines.join('\n');
}

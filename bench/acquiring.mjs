// The acquiring suite on PostgreSQL (DATABASE_URL): the transaction list through the API beside its SQL,
// the dashboard's rollup read, the merchant export, and the dispute lists and chargeback-rate report, at 100k and 1M transactions (bench/acquiring.ts,
// run as a child process; its last stdout line is the JSON result). Writes bench/results/acquiring.md.
import { needPostgres, runChild, writeReport } from './child.mjs';

/** Options for bench/acquiring.ts: --sizes, --merchants, --sample, --runs, --keep. */
export const acquiringOptions = ['sizes', 'merchants', 'sample', 'runs', 'keep'];

export async function acquiring(root, args = []) {
  needPostgres('acquiring');
  const { code, result } = await runChild(root, 'acquiring.ts', args, ['--expose-gc']);
  if (code !== 0 || !result) throw new Error(`bench/acquiring.ts exited with ${code}${result ? '' : ' without a result'}`);
  const md = report(result);
  writeReport(root, 'acquiring.md', md);
  return result;
}

const mark = (ok) => (ok ? 'ok' : '**miss**');
const n = (x) => Number(x).toLocaleString('en');

/** The Markdown report: one table per measure, the targets beside the figures. */
export function report(r) {
  const sizes = r.results;
  const first = sizes[0];
  const last = sizes[sizes.length - 1];
  const lines = [
    `# Acquiring benchmark`,
    '',
    `Run ${r.at} on PostgreSQL (\`npm run bench -- acquiring\`); ${r.merchants} merchants; sample of ${n(r.sampleRows)} rows made through the traffic generator (services), multiplied in SQL for the benchmark only (bench/acquiring-data.ts); rollups recomputed with one aggregate, checked identical to the service's on the sample. Times in ms over ${r.runs ?? 40} runs each; the machine has 2 shared cores, so p95 carries noise.`,
    '',
    '## Transaction list (page 1, 20 rows, with the total): API (app.inject, signed-in operator) vs the same SQL replayed',
    '',
    `| size | filter | total | API p50 | API p95 | SQL p50 | SQL p95 | API−SQL p50 | ratio p95 (≤ 1.3) |`,
    `|---|---|---:|---:|---:|---:|---:|---:|---:|`,
  ];
  for (const s of sizes)
    for (const l of s.list)
      lines.push(
        `| ${n(s.rows)} | ${l.name} | ${n(l.total)} | ${l.apiP50} | ${l.apiP95} | ${l.sqlP50} | ${l.sqlP95} | ${(l.apiP50 - l.sqlP50).toFixed(2)} | ${l.ratioP95} ${mark(l.ratioP95 <= 1.3)} |`,
      );
  // each size against the one before (100k → 1M is the target's pair; 1M → 10M when that size is run)
  for (let i = 1; i < sizes.length; i++) {
    const [small, large] = [sizes[i - 1], sizes[i]];
    lines.push(
      '',
      `## Growth ${n(small.rows)} → ${n(large.rows)} (API p95, target ≤ 1.5)`,
      '',
      '| filter | p95 small | p95 large | ratio |',
      '|---|---:|---:|---:|',
    );
    for (const l of large.list) {
      const f = small.list.find((x) => x.name === l.name);
      const ratio = +(l.apiP95 / f.apiP95).toFixed(2);
      lines.push(`| ${l.name} | ${f.apiP95} | ${l.apiP95} | ${ratio} ${mark(ratio <= 1.5)} |`);
    }
  }
  if (sizes.length > 1) {
    const d = +(last.dashboard.p95 / first.dashboard.p95).toFixed(2);
    lines.push(
      '',
      '## Dashboard (dashboard/service.ts over 30 days of the daily rollups of one merchant; target ratio ≤ 1.2)',
      '',
      '| size | fine rollup rows | daily rollup rows | p50 | p95 |',
      '|---|---:|---:|---:|---:|',
    );
    for (const s of sizes)
      lines.push(
        `| ${n(s.rows)} | ${n(s.dashboard.rollupRows)} | ${s.dashboard.dailyRows === undefined ? '–' : n(s.dashboard.dailyRows)} | ${s.dashboard.p50} | ${s.dashboard.p95} |`,
      );
    lines.push('', `p95 ratio: ${d} ${mark(d <= 1.2)}`);
  }
  lines.push(
    '',
    '## Export of every row of one merchant (xlsx through the export builder) vs COPY TO STDOUT, built in a process of its own (bench/acquiring-export.ts; target peak RSS ≤ 256 MB)',
    '',
    '| size | rows | builder rows/s | COPY rows/s | RSS at start | RSS peak | added by the export |',
    '|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const s of sizes)
    lines.push(
      `| ${n(s.rows)} | ${n(s.export.rows)} | ${n(s.export.rowsPerSecond)} | ${n(s.export.copyRowsPerSecond)} | ${s.export.rssBeforeMb} MB | ${s.export.rssPeakMb} MB ${mark(s.export.rssPeakMb <= 256)} | ${s.export.rssPeakMb - s.export.rssBeforeMb} MB |`,
    );
  if (sizes.every((s) => s.disputes)) lines.push(...disputesReport(r));
  lines.push('', 'Generation: ' + sizes.map((s) => `${n(s.rows)} rows in ${s.generateSeconds} s`).join('; ') + '.', '');
  return lines.join('\n');
}

/** The disputes part: chargebacks at ~1% of the transactions; each call through the API beside its SQL, then growth. */
export function disputesReport(r) {
  const sizes = r.results;
  const d = r.sampleDisputes;
  const lines = [
    '',
    '## Disputes: chargeback list, rebuttal list, dispute cases, chargeback-rate report (page 1, 20 rows, with the total): API vs the same SQL replayed',
    '',
    `Method: ${d.chargebacks} chargebacks (every state, some partial), ${d.rebuttals} rebuttals and ${d.inquiries} inquiries made through the dispute services on sample payments, multiplied in SQL with their payments to about 1% of the transactions (each copy on the copy of its payment, same merchant; bench/acquiring-disputes.ts); the monthly rollup and the dispute case index recomputed from the whole tables (one aggregate; the case index's rebuild), each checked identical to the service's on the sample; each call through app.inject (signed-in operator of the measured merchant) beside every statement it sends replayed on a bare pool; the list's ID search is by transaction ID (the chargeback list has no chargeback-ID filter).`,
    '',
    '| size | chargebacks | rebuttals | inquiries | cases |',
    '|---|---:|---:|---:|---:|',
  ];
  for (const s of sizes)
    lines.push(`| ${n(s.rows)} | ${n(s.disputes.chargebacks)} | ${n(s.disputes.rebuttals)} | ${n(s.disputes.inquiries)} | ${n(s.disputes.cases)} |`);
  lines.push('', '| size | call | total | API p50 | API p95 | SQL p50 | SQL p95 | API−SQL p50 | ratio p95 |', '|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const s of sizes)
    for (const c of s.disputes.calls)
      lines.push(
        `| ${n(s.rows)} | ${c.call} | ${c.total === null ? '–' : n(c.total)} | ${c.apiP50} | ${c.apiP95} | ${c.sqlP50} | ${c.sqlP95} | ${(c.apiP50 - c.sqlP50).toFixed(2)} | ${c.ratioP95} |`,
      );
  for (let i = 1; i < sizes.length; i++) {
    const [small, large] = [sizes[i - 1], sizes[i]];
    lines.push(
      '',
      `### Disputes growth ${n(small.rows)} → ${n(large.rows)} (API p50 and p95)`,
      '',
      '| call | p50 small | p50 large | p95 small | p95 large | ratio p95 |',
      '|---|---:|---:|---:|---:|---:|',
    );
    for (const c of large.disputes.calls) {
      // the month call names its month; match by position
      const f = small.disputes.calls[large.disputes.calls.indexOf(c)];
      lines.push(`| ${c.call} | ${f.apiP50} | ${c.apiP50} | ${f.apiP95} | ${c.apiP95} | ${+(c.apiP95 / f.apiP95).toFixed(2)} |`);
    }
  }
  return lines;
}

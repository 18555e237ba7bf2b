import type { RateReportQuery, RateRow } from '@crossbill/contracts/chargeback-rate';
import type { Language } from '@crossbill/contracts/constants';
import type { ChargebackFilters } from '@crossbill/contracts/dispute';
import { reasonName, reasonOf } from '@crossbill/contracts/dispute-reasons';
import { CURRENCIES, toMinor, type Currency } from '@crossbill/contracts/money';
import type { DownloadTask } from '@crossbill/contracts/shell';
import type { ServerDeps } from '../../deps.ts';
import {
  createExport,
  exportAmount,
  exportFileName,
  exportLabel,
  exportTime,
  keysetRows,
  listColumn,
  type CellValue,
  type ExportBuilders,
  type ExportContext,
} from '../download/service.ts';
import { rateReport, type RateDeps } from './rate-report.ts';
import * as store from './store.ts';
import type { ChargebackRow } from './store.ts';
import { toFilter } from './views.ts';

/** The chargeback list and the monthly chargeback-rate table, exported to the download center (xlsx). */

export const CHARGEBACK_EXPORT = 'chargeback.list';
export const RATE_EXPORT = 'chargeback.rate';

type Client = { ip: string; userAgent: string };

function chargebackSheet(ctx: ExportContext) {
  const { now, ...filters } = ctx.params as ChargebackFilters & { now: string };
  const f = toFilter(ctx.scope, filters, new Date(now));
  const col = listColumn<'chargebacks', ChargebackRow>('chargebacks');
  const reason = (r: ChargebackRow) => {
    const x = reasonOf(r.scheme, r.reasonCode);
    return `${r.reasonCode} ${x ? reasonName(x, ctx.lang) : ''}`.trim();
  };
  return {
    sheetName: 'export.chargebacks.sheet',
    columns: [
      col('chargebackId', 26, (r) => r.chargebackId),
      col('merchantNo', 16, (r) => r.merchantNo),
      col('arn', 26, (r) => r.arn),
      col('transactionId', 26, (r) => r.transactionId),
      col('status', 14, (r) => exportLabel(ctx.lang, `dispute.status.${r.status}`, r.status)),
      col('scheme', 12, (r) => exportLabel(ctx.lang, `dispute.scheme.${r.scheme}`, r.scheme)),
      col('reason', 40, reason),
      col('amount', 14, (r) => exportAmount(r.amount, r.currency)),
      { header: 'export.chargebacks.currency', width: 10, value: (r: ChargebackRow) => r.currency },
      col('fee', 12, (r) => exportAmount(r.fee, r.currency)),
      col('dueAt', 20, (r) => exportTime(r.dueAt)),
      col('rebuttalStatus', 14, (r) => exportLabel(ctx.lang, `dispute.rebuttal.${r.rebuttalStatus}`, r.rebuttalStatus)),
      col('createdAt', 20, (r) => exportTime(r.createdAt)),
    ],
    rows: keysetRows(
      (after: { createdAt: Date; id: number } | null, limit) => store.selectAfter(ctx.db, { ...f, after, limit }),
      (r) => ({ createdAt: r.createdAt, id: r.id }),
    ),
  };
}

interface RateParams {
  query: RateReportQuery;
  now: string;
  /** the mid rates of the request into the display currency: the file shows what the page showed */
  rates: Record<string, string>;
  thresholds: RateDeps['thresholds'];
}

function rateSheet(ctx: ExportContext) {
  const p = ctx.params as unknown as RateParams;
  const display = p.query.displayCurrency as Currency;
  const deps: RateDeps = { thresholds: p.thresholds, rates: { mid: async (base) => p.rates[base] ?? '0' } };
  const amount = (v: string) => exportAmount(toMinor(v, display), display);
  const ratio = (v: string | null) => (v === null ? null : `${v}%`);
  const col = (k: string, width: number, value: (r: RateRow) => CellValue) => ({ header: `export.chargebackRate.${k}`, width, value });
  async function* rows() {
    yield* (await rateReport(ctx.db, deps, ctx.scope, p.query, new Date(p.now))).months;
  }
  return {
    sheetName: 'export.chargebackRate.sheet',
    columns: [
      col('month', 10, (r) => r.key),
      col('count', 12, (r) => r.count),
      col('amount', 16, (r) => amount(r.amount)),
      { header: 'export.chargebackRate.currency', width: 10, value: () => display },
      col('salesCount', 12, (r) => r.salesCount),
      col('salesAmount', 18, (r) => amount(r.salesAmount)),
      col('countRatio', 12, (r) => ratio(r.countRatio)),
      col('amountRatio', 12, (r) => ratio(r.amountRatio)),
      col('won', 10, (r) => r.won),
      col('lost', 10, (r) => r.lost),
      col('open', 10, (r) => r.open),
    ],
    rows: rows(),
  };
}

export const disputeExports: ExportBuilders = { [CHARGEBACK_EXPORT]: chargebackSheet, [RATE_EXPORT]: rateSheet };

/** Queue the export of the filtered chargeback list. */
export function exportChargebacks(
  deps: Pick<ServerDeps, 'db' | 'jobs' | 'now'>,
  scope: string[],
  q: { merchantNo: string; userId: number; lang: Language; filters: ChargebackFilters; client?: Client },
): Promise<DownloadTask> {
  const now = deps.now();
  return createExport(deps, {
    merchantNo: q.merchantNo,
    userId: q.userId,
    kind: CHARGEBACK_EXPORT,
    // the preset and the dashboard's windows are resolved against the time of the request, not of the build
    params: { ...q.filters, now: now.toISOString() },
    fileName: exportFileName(q.lang, 'export.chargebacks.fileName', now),
    lang: q.lang,
    scope,
    client: q.client,
  });
}

/** Queue the export of the monthly chargeback-rate table under the report's filters. */
export async function exportRateReport(
  deps: Pick<ServerDeps, 'db' | 'jobs' | 'now' | 'rates'> & { thresholds: RateDeps['thresholds'] },
  scope: string[],
  q: { merchantNo: string; userId: number; lang: Language; query: RateReportQuery; client?: Client },
): Promise<DownloadTask> {
  const now = deps.now();
  const display = q.query.displayCurrency as Currency;
  // every currency the portal knows (a short table): whatever the rows hold has its rate
  const rates: Record<string, string> = {};
  for (const c of CURRENCIES) if (c !== display) rates[c] = await deps.rates.mid(c, display, now);
  const params: RateParams = { query: q.query, now: now.toISOString(), rates, thresholds: deps.thresholds };
  return createExport(deps, {
    merchantNo: q.merchantNo,
    userId: q.userId,
    kind: RATE_EXPORT,
    params: params as unknown as Record<string, unknown>,
    fileName: exportFileName(q.lang, 'export.chargebackRate.fileName', now),
    lang: q.lang,
    scope,
    client: q.client,
  });
}

import type { Language } from '@crossbill/contracts/constants';
import type { DownloadTask } from '@crossbill/contracts/shell';
import { isCurrency, type Currency } from '@crossbill/contracts/money';
import type { StatementExportBody } from '@crossbill/contracts/settlement';
import type { Db } from '../../platform/db/client.ts';
import { fieldError } from '../../platform/http/errors.ts';
import { t } from '../../platform/i18n.ts';
import type { ServerDeps } from '../../deps.ts';
import * as ledger from '../ledger/service.ts';
import { kindLabel } from '../wallet/service.ts';
import { createExport, exportAmount, exportTime, type ExportBuilders, type ExportContext } from '../download/service.ts';
import { SETTLEMENT_KIND } from './service.ts';
import { addDays, settlementCutoff } from '@crossbill/contracts/business-time';

/**
 * The period statement of reports/statement: the available balance of one currency between two
 * Beijing days, from the ledger itself — opening balance, every movement grouped by what it was
 * (settled batches, refunds after settlement, transfers and exchanges out, other), closing balance.
 * Opening + movements = closing to the cent, because all three come from the same postings.
 */

export const PERIOD_STATEMENT_EXPORT = 'settlement-statement';

export type StatementSection = 'settled' | 'refunds' | 'outgoing' | 'other';

export function sectionOf(kind: string): StatementSection {
  if (kind === SETTLEMENT_KIND) return 'settled';
  if (kind === 'payment.refund') return 'refunds';
  if (/^(transfer|exchange|disbursement)\./.test(kind)) return 'outgoing';
  return 'other';
}

export interface PeriodStatement {
  currency: Currency;
  opening: bigint;
  closing: bigint;
  totals: Record<StatementSection, bigint>;
  /** oldest first */
  lines: Array<{ at: Date; kind: string; reference: string; amount: bigint; balanceAfter: bigint; section: StatementSection }>;
}

export async function periodStatement(db: Db, q: { merchantNo: string; currency: Currency; from: string; to: string }): Promise<PeriodStatement> {
  const fromAt = settlementCutoff(q.from);
  const toAt = settlementCutoff(addDays(q.to, 1));
  const totals: Record<StatementSection, bigint> = { settled: 0n, refunds: 0n, outgoing: 0n, other: 0n };
  const lines: PeriodStatement['lines'] = [];
  const account = await ledger.findAccount(db, { merchantNo: q.merchantNo, currency: q.currency, bucket: 'available' });
  if (!account) return { currency: q.currency, opening: 0n, closing: 0n, totals, lines };
  for await (const l of ledger.statementRows(db, { merchantNo: q.merchantNo, currency: q.currency, from: fromAt, to: toAt })) {
    const section = sectionOf(l.kind);
    totals[section] += l.amount;
    lines.push({ at: l.at, kind: l.kind, reference: l.reference, amount: l.amount, balanceAfter: l.balanceAfter, section });
  }
  lines.reverse();
  const [opening, closing] = await Promise.all([ledger.balanceAt(db, account, fromAt), ledger.balanceAt(db, account, toAt)]);
  return { currency: q.currency, opening, closing, totals, lines };
}

interface ExportArgs {
  merchantNo: string;
  currency: Currency;
  from: string;
  to: string;
}

interface Row {
  label: string;
  time: Date | string;
  reference: string;
  amount: bigint | null;
  balance: bigint | null;
}

async function* statementRows(db: Db, a: ExportArgs, lang: Language): AsyncIterable<Row> {
  const s = await periodStatement(db, a);
  yield { label: t(lang, 'export.periodStatement.opening'), time: a.from, reference: '', amount: null, balance: s.opening };
  for (const l of s.lines) yield { label: kindLabel(lang, l.kind), time: exportTime(l.at), reference: l.reference, amount: l.amount, balance: l.balanceAfter };
  for (const section of ['settled', 'refunds', 'outgoing', 'other'] as const)
    yield { label: t(lang, `export.periodStatement.total_${section}`), time: '', reference: '', amount: s.totals[section], balance: null };
  yield { label: t(lang, 'export.periodStatement.closing'), time: a.to, reference: '', amount: null, balance: s.closing };
}

function sheet(ctx: ExportContext) {
  const a = ctx.params as unknown as ExportArgs;
  const merchantNo = ctx.scope.includes(a.merchantNo) ? a.merchantNo : ctx.scope[0]!;
  const money = (v: bigint | null) => exportAmount(v, a.currency);
  return {
    sheetName: 'export.periodStatement.sheet',
    columns: [
      { header: 'export.periodStatement.item', width: 30, value: (r: Row) => r.label },
      { header: 'export.periodStatement.time', width: 22, value: (r: Row) => r.time },
      { header: 'export.periodStatement.reference', width: 30, value: (r: Row) => r.reference },
      { header: 'export.periodStatement.currency', width: 10, value: () => a.currency },
      { header: 'export.periodStatement.amount', width: 18, value: (r: Row) => money(r.amount) },
      { header: 'export.periodStatement.balance', width: 18, value: (r: Row) => money(r.balance) },
    ],
    rows: statementRows(ctx.db as Db, { ...a, merchantNo }, ctx.lang),
  };
}

export const settlementExports: ExportBuilders = { [PERIOD_STATEMENT_EXPORT]: sheet };

export async function exportPeriodStatement(
  deps: Pick<ServerDeps, 'db' | 'jobs' | 'now'>,
  q: StatementExportBody & { merchantNo: string; userId: number; lang: Language; client?: { ip: string; userAgent: string } },
): Promise<DownloadTask> {
  if (!isCurrency(q.currency)) throw fieldError('currency', 'money.unknownCurrency');
  if (q.from > q.to) throw fieldError('from', 'validation.invalid');
  const args: ExportArgs = { merchantNo: q.merchantNo, currency: q.currency, from: q.from, to: q.to };
  return createExport(deps, {
    merchantNo: q.merchantNo,
    userId: q.userId,
    kind: PERIOD_STATEMENT_EXPORT,
    params: args as unknown as Record<string, unknown>,
    fileName: `${t(q.lang, 'export.periodStatement.fileName')}-${q.currency}-${q.from.replace(/-/g, '')}-${q.to.replace(/-/g, '')}.xlsx`,
    lang: q.lang,
    client: q.client,
  });
}

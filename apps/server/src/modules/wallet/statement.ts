import { Codes } from '@crossbill/contracts/codes';
import type { Language } from '@crossbill/contracts/constants';
import type { DownloadTask } from '@crossbill/contracts/shell';
import type { SheetColumn } from '@crossbill/contracts/list-columns';
import { isCurrency } from '@crossbill/contracts/money';
import type { BatchView, BatchViewQuery, StatementExportBody } from '@crossbill/contracts/wallet';
import { businessDateTime, filterRange, type DatePreset } from '@crossbill/contracts/business-time';
import type { Db } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { t } from '../../platform/i18n.ts';
import type { ServerDeps } from '../../deps.ts';
import * as ledger from '../ledger/service.ts';
import { createExport, exportAmount, exportTime, type CellValue, type ExportBuilders, type ExportContext } from '../download/service.ts';
import { kindLabel, money } from './service.ts';

/** Export kind of the statement in the download center. */
export const STATEMENT_EXPORT = 'wallet-statement';

interface ExportArgs {
  merchantNo: string;
  currency: string;
  preset?: DatePreset;
  beginTime?: string;
  endTime?: string;
  kind?: string;
  /** when the export was asked for: presets are read against this day, not the day the job runs */
  at: string;
}

function rangeOf(a: { preset?: DatePreset; beginTime?: string; endTime?: string }, now: Date): { from?: Date; to?: Date } {
  const { from, to } = filterRange(a, now);
  if (from && to && from > to) throw fieldError('beginTime', 'validation.invalid');
  return { from, to };
}

type Line = Awaited<ReturnType<typeof ledger.statement>>['lines'][number];

function statementSheet(ctx: ExportContext) {
  const a = ctx.params as unknown as ExportArgs;
  // the task's scope fixes whose data the file may hold: the merchant must be in it
  const merchantNo = ctx.scope.includes(a.merchantNo) ? a.merchantNo : ctx.scope[0]!;
  const cur = a.currency;
  // the statement screen's column keys (contracts list-columns.ts), so one thing has one name
  const col = (k: SheetColumn<'walletStatement'>, width: number, value: (r: Line, lang: Language) => CellValue) => ({
    header: `export.walletStatement.${k}`,
    width,
    value,
  });
  return {
    sheetName: 'export.walletStatement.sheet',
    columns: [
      col('time', 22, (r) => exportTime(r.at)),
      col('kind', 22, (r, lang) => kindLabel(lang, r.kind)),
      col('reference', 30, (r) => r.reference),
      col('currency', 10, () => cur),
      col('amount', 18, (r) => exportAmount(r.amount, cur)),
      col('balance', 18, (r) => exportAmount(r.balanceAfter, cur)),
    ],
    rows: ledger.statementRows(ctx.db as Db, { merchantNo, currency: cur, ...rangeOf(a, new Date(a.at)), kind: a.kind || undefined }),
  };
}

/** Called once when the module is composed. */
export const walletExports: ExportBuilders = { [STATEMENT_EXPORT]: statementSheet };

/** Queue the statement export with the page's filters; the file appears in the download center. */
export async function exportStatement(
  deps: Pick<ServerDeps, 'db' | 'jobs' | 'now'>,
  q: StatementExportBody & { merchantNo: string; userId: number; lang: Language; client?: { ip: string; userAgent: string } },
): Promise<DownloadTask> {
  if (!isCurrency(q.currency)) throw fieldError('currency', 'money.unknownCurrency');
  const now = deps.now();
  rangeOf(q, now); // a reversed range is refused now rather than as a failed file later
  const stamp = businessDateTime(now).slice(0, 16).replace(/[-: ]/g, '');
  const args: ExportArgs = {
    merchantNo: q.merchantNo,
    currency: q.currency,
    preset: q.preset,
    beginTime: q.beginTime,
    endTime: q.endTime,
    kind: q.kind,
    at: now.toISOString(),
  };
  return createExport(deps, {
    merchantNo: q.merchantNo,
    userId: q.userId,
    kind: STATEMENT_EXPORT,
    params: args as unknown as Record<string, unknown>,
    fileName: `${t(q.lang, 'export.walletStatement.fileName')}-${q.currency}-${stamp}.xlsx`,
    lang: q.lang,
    client: q.client,
  });
}

/**
 * balance/batch/view: one batch's movements on a currency's available account — the entries of the
 * merchant sharing one reference (a settlement batch or a batch transfer posts several), with totals.
 */
export async function batchMovements(db: Db, merchantNo: string, q: BatchViewQuery & { lang: Language }): Promise<BatchView> {
  if (!isCurrency(q.currency)) throw new AppError(Codes.NOT_FOUND);
  return db.transaction(
    async (tx) => {
      const account = await ledger.findAccount(tx, { merchantNo, currency: q.currency, bucket: 'available' });
      if (!account) throw new AppError(Codes.NOT_FOUND);
      // one after the other: a transaction is one connection, which runs one statement at a time
      const totals = await ledger.referenceTotals(tx, { account, reference: q.reference });
      const page = await ledger.statement(tx, { account, reference: q.reference, limit: q.size, offset: (q.page - 1) * q.size });
      if (totals.count === 0) throw new AppError(Codes.NOT_FOUND);
      return {
        currency: q.currency,
        reference: q.reference,
        count: totals.count,
        credits: money(totals.credits, q.currency),
        debits: money(totals.debits, q.currency),
        net: money(totals.credits + totals.debits, q.currency),
        firstTime: totals.first?.toISOString() ?? null,
        lastTime: totals.last?.toISOString() ?? null,
        content: page.lines.map((l) => ({
          id: l.id,
          time: l.at.toISOString(),
          kind: l.kind,
          kindLabel: kindLabel(q.lang, l.kind),
          reference: l.reference,
          amount: money(l.amount, q.currency),
          balance: money(l.balanceAfter, q.currency),
          batchSize: totals.count,
        })),
        total: page.total,
        page: q.page,
        size: q.size,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

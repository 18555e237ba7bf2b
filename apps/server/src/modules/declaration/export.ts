import type { DeclarationFilters } from '@crossbill/contracts/declaration';
import type { DownloadTask } from '@crossbill/contracts/shell';
import type { ServerDeps } from '../../deps.ts';
import {
  exportList,
  listColumn,
  type ListExportRequest,
  exportAmount,
  exportLabel,
  exportTime,
  keysetRows,
  type ExportBuilders,
  type ExportContext,
} from '../download/service.ts';
import { selectExportAfter, type DeclarationRow } from './store.ts';

/**
 * The declaration list exported to the download center, with the list's filters. The payer's ID is
 * written masked, as the screen shows it: the number itself never leaves the database.
 */
export const DECLARATION_EXPORT = 'declaration.list';

function declarationSheet(ctx: ExportContext) {
  const filters = ctx.params as DeclarationFilters;
  const col = listColumn<'declarations', DeclarationRow>('declarations');
  return {
    sheetName: 'export.declarations.sheet',
    columns: [
      col('declarationId', 24, (r) => r.declarationId),
      col('merchantNo', 16, (r) => r.merchantNo),
      col('transactionId', 26, (r) => r.transactionId),
      col('merchantOrderId', 24, (r) => r.merchantOrderId),
      col('subOrderNo', 16, (r) => r.subOrderNo || null),
      col('customsCode', 18, (r) => exportLabel(ctx.lang, `declaration.customs.${r.customsCode}`, r.customsCode)),
      col('merchantCustomsCode', 18, (r) => r.merchantCustomsCode),
      col('merchantCustomsName', 24, (r) => r.merchantCustomsName),
      col('platformCode', 16, (r) => r.platformCode),
      col('amount', 14, (r) => exportAmount(r.amount, r.currency)),
      col('currency', 10, (r) => r.currency),
      col('goodsAmount', 14, (r) => exportAmount(r.goodsAmount, r.currency)),
      col('freightAmount', 14, (r) => exportAmount(r.freightAmount, r.currency)),
      col('taxAmount', 14, (r) => exportAmount(r.taxAmount, r.currency)),
      col('payerName', 16, (r) => r.payerName),
      col('payerId', 22, (r) => r.payerIdMasked),
      col('status', 14, (r) => exportLabel(ctx.lang, `declaration.status.${r.status}`, r.status)),
      col('customsReceiptNo', 22, (r) => r.customsReceiptNo),
      col('rejectReason', 28, (r) => (r.rejectCode ? (r.rejectMessage ?? exportLabel(ctx.lang, `declaration.reject.${r.rejectCode}`, r.rejectCode)) : null)),
      col('submittedAt', 20, (r) => exportTime(r.submittedAt)),
      col('answeredAt', 20, (r) => exportTime(r.answeredAt)),
      col('createdAt', 20, (r) => exportTime(r.createdAt)),
    ],
    rows: keysetRows(
      (after: { createdAt: Date; id: number } | null, limit) => selectExportAfter(ctx.db, { scope: ctx.scope, filters, after, limit }),
      (r) => ({ createdAt: r.createdAt, id: r.id }),
    ),
  };
}

export const declarationExports: ExportBuilders = { [DECLARATION_EXPORT]: declarationSheet };

/** Queue the export of the filtered declarations; the xlsx appears in the download center. */
export function exportDeclarations(
  deps: Pick<ServerDeps, 'db' | 'jobs' | 'now'>,
  scope: string[],
  q: ListExportRequest<DeclarationFilters>,
): Promise<DownloadTask> {
  return exportList(deps, scope, q, { kind: DECLARATION_EXPORT, list: 'declarations' });
}

import type { RefundFilters } from '@crossbill/contracts/refund';
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
import { toRefundFilter } from './service.ts';
import { selectExportAfter, type RefundExportRow } from './store.ts';

/** The refund list exported to the download center (spec 3 Refund, spec 7 download center). */

export const REFUND_EXPORT = 'refund.list';

function refundSheet(ctx: ExportContext) {
  const { now, ...filters } = ctx.params as RefundFilters & { now: string };
  const f = toRefundFilter(ctx.scope, filters, new Date(now));
  const col = listColumn<'refunds', RefundExportRow>('refunds');
  return {
    sheetName: 'export.refunds.sheet',
    columns: [
      col('refundId', 24, (r) => r.refundId),
      col('merchantNo', 16, (r) => r.merchantNo),
      col('transactionId', 24, (r) => r.transactionId),
      col('merchantOrderId', 24, (r) => r.merchantOrderId),
      col('type', 14, (r) => exportLabel(ctx.lang, `refundType.${r.type}`, r.type)),
      col('status', 18, (r) => exportLabel(ctx.lang, `refundStatus.${r.status}`, r.status)),
      col('reviewStatus', 18, (r) => exportLabel(ctx.lang, `reviewStatus.${r.reviewStatus}`, r.reviewStatus)),
      col('amount', 14, (r) => exportAmount(r.amount, r.currency)),
      col('currency', 10, (r) => r.currency),
      col('arn', 26, (r) => r.arn),
      col('reason', 28, (r) => r.reason),
      col('appliedAt', 20, (r) => exportTime(r.appliedAt)),
      col('auditedAt', 20, (r) => exportTime(r.auditedAt)),
      col('completedAt', 20, (r) => exportTime(r.completedAt)),
      col('source', 14, (r) => exportLabel(ctx.lang, `refundSource.${r.source}`, r.source)),
    ],
    rows: keysetRows(
      (after: { appliedAt: Date; id: number } | null, limit) => selectExportAfter(ctx.db, { ...f, after, limit }),
      (r) => ({ appliedAt: r.appliedAt, id: r.id }),
    ),
  };
}

export const refundExports: ExportBuilders = { [REFUND_EXPORT]: refundSheet };

/** Queue the export of the filtered refund list; the file (xlsx) appears in the download center. */
export function exportRefunds(deps: Pick<ServerDeps, 'db' | 'jobs' | 'now'>, scope: string[], q: ListExportRequest<RefundFilters>): Promise<DownloadTask> {
  // the preset is resolved against the time of the request, not of the build
  return exportList(deps, scope, q, { kind: REFUND_EXPORT, list: 'refunds', params: { ...q.filters, now: deps.now().toISOString() } });
}

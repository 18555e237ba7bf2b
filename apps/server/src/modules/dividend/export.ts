import type { SplitFilters } from '@crossbill/contracts/dividend';
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
import { selectSplitsAfter, type SplitListRow } from './store.ts';
import { filterOf } from './views.ts';

/** The split list exported to the download center, with the list's filters (and direction). */
export const SPLIT_EXPORT = 'dividend.list';

function splitSheet(ctx: ExportContext) {
  const f = filterOf(ctx.scope, ctx.params as SplitFilters);
  const col = listColumn<'splits', SplitListRow>('splits');
  return {
    sheetName: 'export.splits.sheet',
    columns: [
      col('splitId', 24, (r) => r.split.splitId),
      col('transactionId', 26, (r) => r.split.transactionId),
      col('merchant', 24, (r) => r.merchantName ?? r.split.merchantNo),
      col('receiver', 24, (r) => r.receiverName),
      col('receiverKind', 14, (r) => exportLabel(ctx.lang, `dividend.kind.${r.receiverKind}`, r.receiverKind)),
      col('amount', 14, (r) => exportAmount(r.split.amount, r.split.currency)),
      col('reversedAmount', 14, (r) => exportAmount(r.split.reversedAmount, r.split.currency)),
      col('currency', 10, (r) => r.split.currency),
      col('status', 12, (r) => exportLabel(ctx.lang, `dividend.status.${r.split.status}`, r.split.status)),
      col('createdAt', 20, (r) => exportTime(r.split.createdAt)),
      col('settledAt', 20, (r) => exportTime(r.split.settledAt)),
    ],
    rows: keysetRows(
      (after: { createdAt: Date; id: number } | null, limit) => selectSplitsAfter(ctx.db, { ...f, after, limit }),
      (r) => ({ createdAt: r.split.createdAt, id: r.split.id }),
    ),
  };
}

export const dividendExports: ExportBuilders = { [SPLIT_EXPORT]: splitSheet };

export function exportSplits(deps: Pick<ServerDeps, 'db' | 'jobs' | 'now'>, scope: string[], q: ListExportRequest<SplitFilters>): Promise<DownloadTask> {
  return exportList(deps, scope, q, { kind: SPLIT_EXPORT, list: 'splits' });
}

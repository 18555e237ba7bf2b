import type { ImportItem, ImportKind, ImportQuery } from '@crossbill/contracts/content';
import { blacklistImportReport } from '@crossbill/contracts/endpoints/blacklist';
import { declarationBatchReport } from '@crossbill/contracts/endpoints/declaration';
import { refundBatchReport } from '@crossbill/contracts/endpoints/refund-batch';
import { trackingBatchReport } from '@crossbill/contracts/endpoints/tracking';
import type { Page } from '@crossbill/contracts/envelope';
import type { Executor } from '../../platform/db/client.ts';
import * as xlsx from '../../platform/files/xlsx.ts';
import { fieldError } from '../../platform/http/errors.ts';
import type { PathFamily } from '../../platform/http/context.ts';
import type { ServerDeps } from '../../deps.ts';
import { listBatchImports } from '../transfer/service.ts';
import * as store from './store.ts';
import type { ImportKindOfTable } from './store.ts';

/** The upload details page (spec 2 Content): every import the operator may see, across kinds. */

/** Without a range the page shows the last 30 days; a range is at most a year. */
export const DEFAULT_IMPORT_WINDOW_MS = 30 * 24 * 3600_000;
export const MAX_IMPORT_WINDOW_MS = 366 * 24 * 3600_000;

interface SourceFilter {
  scope: string[];
  status?: string;
  fileName?: string;
  from: Date;
  to: Date;
  limit: number;
}
type SourceRow = Omit<ImportItem, 'createdAt' | 'targetId'> & { createdAt: Date; targetId?: number | null };

/**
 * One source per kind of import: its newest `limit` rows in the filter and its count. The button code
 * is the permission that opens the source's own page and report (the report endpoint's); an operator
 * without it does not see that kind.
 */
const SOURCES: Record<ImportKind, { permission: string; list: (db: Executor, f: SourceFilter) => Promise<{ items: SourceRow[]; total: number }> }> = {
  'transfer-batch': { permission: 'transfer:transfer:batch', list: listBatchImports },
  'refund-batch': { permission: refundBatchReport.permission, list: (db, f) => listTableImports(db, 'refund-batch', f) },
  'tracking-batch': { permission: trackingBatchReport.permission, list: (db, f) => listTableImports(db, 'tracking-batch', f) },
  'blacklist-import': { permission: blacklistImportReport.permission, list: (db, f) => listTableImports(db, 'blacklist-import', f) },
  'declaration-batch': { permission: declarationBatchReport.permission, list: (db, f) => listTableImports(db, 'declaration-batch', f) },
};

const REPORT_PATH: Record<ImportKindOfTable, string> = {
  'refund-batch': refundBatchReport.path,
  'tracking-batch': trackingBatchReport.path,
  'blacklist-import': blacklistImportReport.path,
  'declaration-batch': declarationBatchReport.path,
};

async function listTableImports(db: Executor, kind: ImportKindOfTable, f: SourceFilter) {
  const { rows, total } = await store.listImportRows(db, { ...f, kind });
  const items = rows.map((b) => ({
    kind,
    id: b.id,
    reference: b.batchNo,
    merchantNo: b.merchantNo,
    fileName: b.fileName,
    status: b.status,
    progress: xlsx.progressOf(b),
    rowCount: b.rowCount,
    errorCount: Number(b.errorCount),
    createdAt: b.createdAt,
    reportUrl: Number(b.errorCount) > 0 ? `${REPORT_PATH[kind]}?id=${b.id}` : null,
    targetId: b.targetId,
  }));
  return { items, total };
}

/**
 * Every import in the scope the operator may see, newest first, across kinds. A group or proxy reads
 * its members' imports under its path family, so each report link stays under that family too.
 */
export async function listImports(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  scope: string[],
  permissions: ReadonlySet<string>,
  q: ImportQuery,
  family: PathFamily = '',
): Promise<Page<ImportItem>> {
  const to = q.endTime ? new Date(q.endTime) : deps.now();
  const from = q.beginTime ? new Date(q.beginTime) : new Date(to.getTime() - DEFAULT_IMPORT_WINDOW_MS);
  if (from > to || to.getTime() - from.getTime() > MAX_IMPORT_WINDOW_MS) throw fieldError('beginTime', 'validation.invalid');
  const kinds = (Object.keys(SOURCES) as ImportKind[]).filter((k) => (!q.kind || k === q.kind) && permissions.has(SOURCES[k].permission));
  // each source gives its first page*size rows; merged by time, the page is exact
  const limit = q.page * q.size;
  const parts = await Promise.all(kinds.map((k) => SOURCES[k].list(deps.db, { scope, status: q.status, fileName: q.fileName || undefined, from, to, limit })));
  const merged = parts
    .flatMap((p) => p.items)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice((q.page - 1) * q.size, limit);
  return {
    content: merged.map((r) => ({
      ...r,
      reportUrl: r.reportUrl && `/api${family}${r.reportUrl}`,
      targetId: r.targetId ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: parts.reduce((n, p) => n + p.total, 0),
    page: q.page,
    size: q.size,
  };
}

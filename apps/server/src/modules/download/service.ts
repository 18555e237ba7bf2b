import { Codes } from '@crossbill/contracts/codes';
import type { Page } from '@crossbill/contracts/envelope';
import { FileStatus } from '@crossbill/contracts/constants';
import type { DownloadTask } from '@crossbill/contracts/shell';
import type { Executor } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { PARTIAL_FILE_TTL_MS } from '../../platform/files/storage.ts';
import type { ServerDeps } from '../../deps.ts';
import { toDownloadTask } from './exports.ts';
import { countTasks, markExpired, selectExpired, selectOwnTask, selectTasks, setDownloaded } from './store.ts';

// The download module's surface for other modules: they register export kinds and create exports.
export {
  createExport,
  exportList,
  listColumn,
  keysetRows,
  exportTime,
  exportAmount,
  exportFileName,
  exportLabel,
  // tests of a module's export build its file at once, without waiting on the job queue
  buildExport,
  type CellValue,
  type ExportBuilder,
  type ExportBuilders,
  type ExportContext,
  type ExportSheet,
  type ListExportRequest,
} from './exports.ts';

/** Default window of the download popover: the last day (spec 7). */
export const DEFAULT_WINDOW_MS = 24 * 3600_000;
/** a window wider than this would scan the whole history of a merchant */
export const MAX_WINDOW_MS = 366 * 24 * 3600_000;

export interface TaskQuery {
  userId: number;
  beginTime?: string;
  endTime?: string;
  page: number;
  size: number;
  fileName?: string;
  fileStatus?: string;
}

function window(now: Date, q: TaskQuery): { from: Date; to: Date } {
  const to = q.endTime ? new Date(q.endTime) : now;
  const from = q.beginTime ? new Date(q.beginTime) : new Date(to.getTime() - DEFAULT_WINDOW_MS);
  if (from > to) throw fieldError('beginTime', 'validation.invalid');
  if (to.getTime() - from.getTime() > MAX_WINDOW_MS) throw fieldError('beginTime', 'validation.invalid');
  return { from, to };
}

async function pageOfTasks(db: Executor, scope: string[], now: Date, q: TaskQuery, pendingOnly: boolean): Promise<Page<DownloadTask>> {
  const f = { scope, userId: q.userId, ...window(now, q), pendingOnly, fileName: q.fileName || undefined, fileStatus: q.fileStatus };
  const [rows, total] = await Promise.all([selectTasks(db, { ...f, limit: q.size, offset: (q.page - 1) * q.size }), countTasks(db, f)]);
  return { content: rows.map(toDownloadTask), total, page: q.page, size: q.size };
}

/** The user's export tasks in the scope, newest first. */
export function listDownloads(deps: Pick<ServerDeps, 'db' | 'now'>, scope: string[], q: TaskQuery) {
  return pageOfTasks(deps.db, scope, deps.now(), q, false);
}

/** Ready files the user has not downloaded yet (the popover's badge). */
export function listPendingDownloads(deps: Pick<ServerDeps, 'db' | 'now'>, scope: string[], q: TaskQuery) {
  return pageOfTasks(deps.db, scope, deps.now(), q, true);
}

/** downloadFlag 1 (spec 4: a ready file is marked read once clicked); idempotent. */
export async function markDownloaded(deps: Pick<ServerDeps, 'db' | 'now'>, scope: string[], q: { id: number; userId: number }): Promise<void> {
  const task = await selectOwnTask(deps.db, { id: q.id, userId: q.userId, scope });
  if (!task) throw new AppError(Codes.NOT_FOUND);
  await setDownloaded(deps.db, task.id, deps.now());
}

/** The file of a ready task of this user in the scope; marks it downloaded (audited). 404 for anything else. */
export async function openDownload(
  deps: Pick<ServerDeps, 'db' | 'files' | 'now'>,
  scope: string[],
  q: { id: number; userId: number; client?: { ip: string; userAgent: string } },
) {
  const task = await selectOwnTask(deps.db, { id: q.id, userId: q.userId, scope });
  if (!task || task.fileStatus !== FileStatus.READY || !task.fileId) throw new AppError(Codes.NOT_FOUND);
  const file = await deps.files.open(deps.db, task.fileId, scope);
  if (!file) throw new AppError(Codes.NOT_FOUND);
  await deps.db.transaction(async (tx) => {
    await setDownloaded(tx, task.id, deps.now());
    await audit(tx, {
      userId: q.userId,
      merchantNo: task.merchantNo,
      action: 'export.download',
      target: String(task.id),
      summary: { fileName: task.fileName },
      ...q.client,
    });
  });
  return { ...file, fileName: task.fileName };
}

/**
 * The recurring `download.expire` job: delete the files of tasks past expires_at and mark them GE,
 * and the half-written files of exports a crash interrupted (see `FileStore.sweepPartial`).
 * Works in batches; running it twice changes nothing the second time.
 */
export async function expireDownloads(deps: Pick<ServerDeps, 'db' | 'files' | 'now'>, batch = 200): Promise<number> {
  const now = deps.now();
  let done = 0;
  for (;;) {
    const rows = await selectExpired(deps.db, now, batch);
    for (const r of rows) {
      if (r.fileId) await deps.files.remove(deps.db, r.fileId);
      await markExpired(deps.db, r.id, now);
    }
    done += rows.length;
    if (rows.length < batch) break;
  }
  // file times come from the wall clock, not from the app's clock
  await deps.files.sweepPartial(new Date(Date.now() - PARTIAL_FILE_TTL_MS));
  return done;
}

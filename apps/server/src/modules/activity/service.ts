import type { z } from 'zod';
import type { Language } from '@crossbill/contracts/constants';
import type { Page } from '@crossbill/contracts/envelope';
import type { SheetColumn } from '@crossbill/contracts/list-columns';
import type { DownloadTask, signInRecord } from '@crossbill/contracts/shell';
import type { Executor } from '../../platform/db/client.ts';
import { fieldError } from '../../platform/http/errors.ts';
import { t } from '../../platform/i18n.ts';
import type { ServerDeps } from '../../deps.ts';
import { createExport, exportFileName, exportTime, keysetRows, type CellValue, type ExportBuilders, type ExportContext } from '../download/service.ts';
import { countActivity, selectActivity, selectActivityAfter, type ActivityRow } from './store.ts';

export const SIGN_IN_EXPORT = 'sign-in-activity';

export type LoginRecord = z.infer<typeof signInRecord>;

/** The audit action in the caller's language; an action we have no label for shows as recorded. */
export function actionName(lang: Language, action: string): string {
  const key = `activity.action.${action}`;
  const label = t(lang, key);
  return label === key ? action : label;
}

function range(q: { beginTime?: string; endTime?: string }) {
  const from = q.beginTime ? new Date(q.beginTime) : undefined;
  const to = q.endTime ? new Date(q.endTime) : undefined;
  if (from && to && from > to) throw fieldError('beginTime', 'validation.invalid');
  return { from, to };
}

const toRecord =
  (lang: Language) =>
  (r: ActivityRow): LoginRecord => ({
    id: r.id,
    time: r.createdAt.toISOString(),
    merchantNo: r.merchantNo ?? '',
    action: r.action,
    actionName: actionName(lang, r.action),
    email: r.email,
    ip: r.ip,
    userAgent: r.userAgent,
  });

/** Sign-ins and merchant switches of the merchants in scope, newest first. */
export async function listLoginRecords(
  db: Executor,
  scope: string[],
  q: { lang: Language; page: number; size: number; beginTime?: string; endTime?: string },
): Promise<Page<LoginRecord>> {
  const f = { scope, ...range(q) };
  const [rows, total] = await Promise.all([selectActivity(db, { ...f, limit: q.size, offset: (q.page - 1) * q.size }), countActivity(db, f)]);
  return { content: rows.map(toRecord(q.lang)), total, page: q.page, size: q.size };
}

/** The xlsx of the sign-in activity (built by the download job over the task's scope). */
function signInSheet(ctx: ExportContext) {
  const f = { scope: ctx.scope, ...range(ctx.params as { beginTime?: string; endTime?: string }) };
  // the keys of the screen's columns (contracts list-columns.ts), and the member of a group or proxy
  const col = (k: SheetColumn<'loginActivity'>, width: number, value: (r: ActivityRow) => CellValue) => ({
    header: `export.signInActivity.${k}`,
    width,
    value,
  });
  return {
    sheetName: 'export.signInActivity.sheet',
    columns: [
      col('time', 22, (r) => exportTime(r.createdAt)),
      col('action', 22, (r) => actionName(ctx.lang, r.action)),
      col('email', 32, (r) => r.email),
      col('ip', 18, (r) => r.ip),
      col('userAgent', 60, (r) => r.userAgent),
      col('merchantNo', 18, (r) => r.merchantNo ?? ''),
    ],
    rows: keysetRows(
      (after: { cursor: string; id: number } | null, limit) => selectActivityAfter(ctx.db, { ...f, after, limit }),
      (r) => ({ cursor: r.cursor, id: r.id }),
    ),
  };
}

/** Called once when the module is composed: the download center then knows how to build this kind. */
export const activityExports: ExportBuilders = { [SIGN_IN_EXPORT]: signInSheet };

/** Queue the sign-in activity export for the current merchant; the file appears in the download center. */
export async function exportLoginRecords(
  deps: Pick<ServerDeps, 'db' | 'jobs' | 'now'>,
  scope: string[],
  q: { merchantNo: string; userId: number; lang: Language; beginTime?: string; endTime?: string; client?: { ip: string; userAgent: string } },
): Promise<DownloadTask> {
  range(q); // refuse a reversed range now rather than as a failed file later
  return createExport(deps, {
    merchantNo: q.merchantNo,
    userId: q.userId,
    kind: SIGN_IN_EXPORT,
    params: { beginTime: q.beginTime, endTime: q.endTime },
    fileName: exportFileName(q.lang, 'audit.loginRecordCsv', deps.now()),
    lang: q.lang,
    scope,
    client: q.client,
  });
}

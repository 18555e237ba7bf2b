import { Codes } from '@crossbill/contracts/codes';
import type { Language } from '@crossbill/contracts/constants';
import type { Page } from '@crossbill/contracts/envelope';
import type { SheetColumn } from '@crossbill/contracts/list-columns';
import type { DownloadTask } from '@crossbill/contracts/shell';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTIONS_BY_TYPE,
  AUDIT_OBJECT_TYPES,
  AUDIT_RETENTION_DAYS,
  DEFAULT_AUDIT_RETENTION_DAYS,
  auditActionKey,
  auditObjectTypeKey,
  auditObjectTypeOf,
  type AuditObjectType,
} from '@crossbill/contracts/audit-actions';
import type { AuditLogFilters, AuditLogItem } from '@crossbill/contracts/audit-log';
import { deviceText } from '@crossbill/contracts/user-agent';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit, type Actor } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import { t } from '../../platform/i18n.ts';
import type { ServerDeps } from '../../deps.ts';
import { createExport, exportFileName, exportTime, keysetRows, type CellValue, type ExportBuilders, type ExportContext } from '../download/service.ts';
import { changesOf, changesText } from './changes.ts';
import * as store from './store.ts';

/**
 * The team audit log (Account › Audit log): the merchant's own audit entries, for its
 * administrators. A group merchant reads its own entries, not its members' (each member's
 * administrators read theirs). Actions and object types are shown by their labels; an action the
 * catalogue lacks (the catalogue test prevents it) shows as "Other activity", never as its code.
 */
export const AUDIT_LOG_EXPORT = 'audit-log';

export const actionName = (lang: Language, action: string) => {
  const key = auditActionKey(action);
  const label = t(lang, key);
  return label === key ? t(lang, 'auditLog.unknownAction') : label;
};
const objectTypeName = (lang: Language, type: AuditObjectType | null) => (type ? t(lang, auditObjectTypeKey(type)) : t(lang, 'auditLog.unknownAction'));

function toFilter(merchantNo: string, q: AuditLogFilters): store.AuditFilter {
  let actions: readonly string[] | undefined;
  if (q.objectType) actions = AUDIT_ACTIONS_BY_TYPE[q.objectType as AuditObjectType];
  if (q.action) actions = actions && !actions.includes(q.action) ? [] : [q.action];
  return {
    merchantNo,
    userId: q.userId,
    actions,
    target: q.objectId || undefined,
    ip: q.ip || undefined,
    from: q.beginTime ? new Date(q.beginTime) : undefined,
    to: q.endTime ? new Date(q.endTime) : undefined,
  };
}

const toItem =
  (lang: Language) =>
  (r: store.AuditRow): AuditLogItem => {
    const type = auditObjectTypeOf(r.action);
    return {
      id: r.id,
      time: r.createdAt.toISOString(),
      userId: r.userId,
      operatorEmail: r.email ?? (r.userId === null ? t(lang, 'auditLog.system') : ''),
      operatorName: r.name ?? '',
      action: r.action,
      actionName: actionName(lang, r.action),
      objectType: type,
      objectTypeName: objectTypeName(lang, type),
      objectId: r.target ?? '',
      ip: r.ip,
      device: deviceText(r.userAgent),
      changes: changesOf(r.summary, lang),
    };
  };

export async function listEntries(
  db: Executor,
  merchantNo: string,
  q: AuditLogFilters & { lang: Language; page: number; size: number },
): Promise<Page<AuditLogItem>> {
  const f = toFilter(merchantNo, q);
  const [rows, total] = await Promise.all([store.selectEntries(db, { ...f, limit: q.size, offset: (q.page - 1) * q.size }), store.countEntries(db, f)]);
  return { content: rows.map(toItem(q.lang)), total, page: q.page, size: q.size };
}

export async function entryDetail(db: Executor, merchantNo: string, id: number, lang: Language) {
  const row = await store.entryOf(db, merchantNo, id);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return { ...toItem(lang)(row), userAgent: row.userAgent };
}

export async function filterOptions(db: Executor, merchantNo: string, lang: Language) {
  return {
    operators: (await store.merchantOperators(db, merchantNo)).map((o) => ({ userId: o.userId, email: o.email, name: o.name ?? '' })),
    actions: AUDIT_ACTIONS.map((a) => ({ value: a, label: actionName(lang, a), objectType: auditObjectTypeOf(a)! })),
    objectTypes: AUDIT_OBJECT_TYPES.map((v) => ({ value: v, label: objectTypeName(lang, v) })),
  };
}

/** The xlsx of the filtered entries (built by the download job), newest first in keyset pages. */
function auditSheet(ctx: ExportContext) {
  const f = toFilter(ctx.scope[0]!, ctx.params as AuditLogFilters);
  const item = toItem(ctx.lang);
  const col = (k: SheetColumn<'auditLog'>, width: number, value: (r: AuditLogItem & { userAgent: string }) => CellValue) => ({
    header: `auditLog.export.${k}`,
    width,
    value,
  });
  return {
    sheetName: 'auditLog.export.sheet',
    columns: [
      col('time', 22, (r) => exportTime(new Date(r.time))),
      col('operator', 30, (r) => r.operatorEmail),
      col('operatorName', 20, (r) => r.operatorName),
      col('action', 30, (r) => r.actionName),
      col('objectType', 18, (r) => r.objectTypeName),
      col('objectId', 24, (r) => r.objectId),
      col('ip', 18, (r) => r.ip),
      col('device', 24, (r) => r.device),
      col('changes', 80, (r) => changesText(r.changes)),
      col('userAgent', 60, (r) => r.userAgent),
    ],
    rows: (async function* () {
      const rows = keysetRows(
        (after: { cursor: string; id: number } | null, limit) => store.selectEntriesAfter(ctx.db, { ...f, after, limit }),
        (r) => ({ cursor: r.cursor, id: r.id }),
      );
      for await (const r of rows) yield { ...item(r), userAgent: r.userAgent };
    })(),
  };
}

export const auditLogExports: ExportBuilders = { [AUDIT_LOG_EXPORT]: auditSheet };

export async function exportEntries(
  deps: Pick<ServerDeps, 'db' | 'jobs' | 'now'>,
  merchantNo: string,
  q: { userId: number; lang: Language; filters: AuditLogFilters; client: { ip: string; userAgent: string } },
): Promise<DownloadTask> {
  return createExport(deps, {
    merchantNo,
    userId: q.userId,
    kind: AUDIT_LOG_EXPORT,
    params: { ...q.filters },
    fileName: exportFileName(q.lang, 'auditLog.fileName', deps.now()),
    lang: q.lang,
    scope: [merchantNo],
    client: q.client,
  });
}

// ---- retention

export async function retentionDays(db: Executor, merchantNo: string) {
  const row = await store.retentionOf(db, merchantNo);
  return { days: row?.days ?? DEFAULT_AUDIT_RETENTION_DAYS, choices: [...AUDIT_RETENTION_DAYS], updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** An administrator changes the retention; the change is itself audited (and kept by the new retention). */
export async function setRetention(db: Db, o: { merchantNo: string; days: number; actor: Actor; now: Date }) {
  await db.transaction(async (tx) => {
    const before = (await store.retentionOf(tx, o.merchantNo))?.days ?? DEFAULT_AUDIT_RETENTION_DAYS;
    await store.saveRetention(tx, { merchantNo: o.merchantNo, days: o.days, updatedAt: o.now, updatedByUserId: o.actor.userId });
    await audit(tx, {
      userId: o.actor.userId,
      merchantNo: o.merchantNo,
      action: 'auditLog.retention',
      target: o.merchantNo,
      summary: { retentionDays: { from: before, to: o.days } },
      ip: o.actor.ip,
      userAgent: o.actor.userAgent,
    });
  });
  return retentionDays(db, o.merchantNo);
}

const DAY_MS = 24 * 3600_000;
const BATCH = 5000;

/**
 * The daily retention job: deletes every entry older than its merchant's retention (the default for
 * merchants that never chose, and for entries of no merchant), in batches so that no statement holds
 * many rows. Idempotent: a second run finds nothing older and deletes nothing.
 */
export async function purgeExpired(db: Executor, now: Date): Promise<number> {
  const chosen = await store.retentionChoices(db);
  let deleted = 0;
  const drain = async (o: Omit<Parameters<typeof store.deleteOlder>[1], 'limit'>) => {
    for (let n = BATCH; n === BATCH; deleted += n) n = await store.deleteOlder(db, { ...o, limit: BATCH });
  };
  for (const c of chosen) await drain({ merchantNo: c.merchantNo, before: new Date(now.getTime() - c.days * DAY_MS) });
  await drain({ except: chosen.map((c) => c.merchantNo), before: new Date(now.getTime() - DEFAULT_AUDIT_RETENTION_DAYS * DAY_MS) });
  return deleted;
}

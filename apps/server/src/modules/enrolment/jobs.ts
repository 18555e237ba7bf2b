import { businessDate } from '@crossbill/contracts/business-time';
import { DEFAULT_LANGUAGE, type Language } from '@crossbill/contracts/constants';
import { MALFUNCTION_DAYS, PROVIDER_STATUSES } from '@crossbill/contracts/enrolment-states';
import type { Db } from '../../platform/db/client.ts';
import { t } from '../../platform/i18n.ts';
import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { publishNotice } from '../notice/service.ts';
import { advanceEnrolment, failEnrolment, recordEvent } from './service.ts';
import * as store from './store.ts';

export const ENROLMENT_SANDBOX_JOB = 'enrolment.sandbox';
export const ENROLMENT_MALFUNCTION_JOB = 'enrolment.malfunction';
const DAY = 86_400_000;

/**
 * The sandbox network (README): an enrolment in one of the provider's states moves one state on
 * after SANDBOX_ENROLMENT_ADVANCE_MINUTES in it; a merchant identifier holding the word FAIL fails
 * its activation instead. Each row is re-read under its lock, so a run racing the ops desk moves it
 * once (the loser's move is refused and skipped).
 */
export async function runEnrolmentSandbox(deps: Pick<ServerDeps, 'db' | 'config'>, now: Date): Promise<number> {
  if (!deps.config.SANDBOX) return 0;
  const before = new Date(now.getTime() - deps.config.SANDBOX_ENROLMENT_ADVANCE_MINUTES * 60_000);
  let moved = 0;
  for (const { enrolmentId } of await store.selectWaiting(deps.db, { statuses: PROVIDER_STATUSES, before, limit: 200 })) {
    const done = await deps.db.transaction(async (tx) => {
      const row = await store.selectEnrolment(tx, { enrolmentId, scope: null, lock: true });
      if (!row || !PROVIDER_STATUSES.includes(row.status) || row.statusChangedAt > before) return false;
      const failing = /FAIL/i.test(row.merchantIdentifier) && (row.status === 'pending_enrolment' || row.status === 'enrolling');
      if (failing) await failEnrolment(tx, { enrolmentId, reason: 'Merchant identifier not recognised by the network', actor: { kind: 'sandbox' }, now });
      else await advanceEnrolment(tx, { enrolmentId, actor: { kind: 'sandbox' }, now });
      return true;
    });
    if (done) moved++;
  }
  return moved;
}

const text = (lang: Language, key: string, params: Record<string, unknown>) => t(lang, `enrolment.malfunction.${key}`, params);

/**
 * Spec 9: an enrolled enrolment without alerts or cases for 180 days raises a malfunction notice to
 * its merchant, in both languages. Quiet is read from `last_activity_at` (set when enrolled; the
 * alert and case tables are another module's, which bumps it as they arrive). One notice per quiet
 * period: the row keeps the activity time it was raised for, claimed under the row's lock in the
 * notice's own transaction, so a second run (or a second process) raises nothing.
 */
export async function runMalfunctionCheck(deps: Pick<ServerDeps, 'db'>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - MALFUNCTION_DAYS * DAY);
  let raised = 0;
  for (const { enrolmentId } of await store.selectQuiet(deps.db, { before, limit: 500 })) {
    const done = await deps.db.transaction(async (tx) => {
      const row = await store.selectEnrolment(tx, { enrolmentId, scope: null, lock: true });
      const quietSince = row?.lastActivityAt;
      if (!row || row.status !== 'enrolled' || !quietSince || quietSince > before) return false;
      if (row.malfunctionNotifiedFor?.getTime() === quietSince.getTime()) return false;
      await store.updateEnrolment(tx, row.id, { malfunctionNotifiedFor: quietSince });
      const params = (lang: Language) => ({
        kind: t(lang, `enrolment.kind.${row.kind}`),
        id: row.enrolmentId,
        identifier: row.merchantIdentifier,
        since: businessDate(quietSince),
        days: MALFUNCTION_DAYS,
      });
      const en = params(DEFAULT_LANGUAGE);
      const zh = params('zh-cn');
      // a savepoint of this transaction: the notice and the claim commit together
      await publishNotice(tx as unknown as Db, {
        title: text(DEFAULT_LANGUAGE, 'title', en),
        content: text(DEFAULT_LANGUAGE, 'content', en),
        translations: { 'zh-cn': { title: text('zh-cn', 'title', zh), content: text('zh-cn', 'content', zh) } },
        merchantNo: row.merchantNo,
        publishedAt: now,
      });
      await recordEvent(tx, row, { kind: 'malfunction', note: businessDate(quietSince) }, { kind: 'job' }, now);
      return true;
    });
    if (done) raised++;
  }
  return raised;
}

export function enrolmentJobs(deps: ServerDeps): JobDef[] {
  return [
    { name: ENROLMENT_SANDBOX_JOB, cron: '* * * * *', handler: async () => void (await runEnrolmentSandbox(deps, deps.now())) },
    { name: ENROLMENT_MALFUNCTION_JOB, cron: '20 2 * * *', handler: async () => void (await runMalfunctionCheck(deps, deps.now())) },
  ];
}

import { Codes } from '@crossbill/contracts/codes';
import type { Page } from '@crossbill/contracts/envelope';
import type { EnrolmentDetail, EnrolmentItem } from '@crossbill/contracts/enrolment';
import { DEVELOPER_LABEL, type EnrolmentKind, type EnrolmentStatus } from '@crossbill/contracts/enrolment-states';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as store from './store.ts';
import type { EnrolmentRow } from './store.ts';

export const toItem = (r: EnrolmentRow): EnrolmentItem => ({
  enrolmentId: r.enrolmentId,
  merchantNo: r.merchantNo,
  kind: r.kind,
  merchantIdentifier: r.merchantIdentifier,
  ethocaMerchantId: r.ethocaMerchantId,
  integratorMemberId: r.integratorMemberId,
  pricingTier: r.pricingTier,
  status: r.status,
  developerLabel: DEVELOPER_LABEL[r.status],
  descriptors: r.descriptors,
  bins: r.bins,
  caids: r.caids,
  rules: r.kind === 'rdr' ? r.rules : null,
  lastActivityAt: r.lastActivityAt?.toISOString() ?? null,
  statusChangedAt: r.statusChangedAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function listEnrolments(
  db: Executor,
  scope: string[],
  q: { kind: EnrolmentKind; page: number; size: number; status?: EnrolmentStatus; merchantIdentifier?: string },
): Promise<Page<EnrolmentItem>> {
  const f = { scope, kind: q.kind, status: q.status, merchantIdentifier: q.merchantIdentifier };
  const [rows, total] = await Promise.all([store.selectPage(db, { ...f, limit: q.size, offset: (q.page - 1) * q.size }), store.countRows(db, f)]);
  return { content: rows.map(toItem), total, page: q.page, size: q.size };
}

/** One enrolment of the scope and kind with its timeline (another merchant's, or the other kind's: not found). */
export async function enrolmentDetail(db: Executor, scope: string[], q: { kind: EnrolmentKind; enrolmentId: string }): Promise<EnrolmentDetail> {
  const row = await store.selectEnrolment(db, { enrolmentId: q.enrolmentId, scope, kind: q.kind });
  if (!row) throw new AppError(Codes.NOT_FOUND);
  const events = await store.selectEvents(db, row.enrolmentId);
  return {
    ...toItem(row),
    timeline: events.map((e) => ({
      kind: e.kind,
      from: e.fromStatus,
      to: e.toStatus,
      actor: e.actor,
      actorName: e.actorName,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
  };
}

import crypto from 'node:crypto';
import { businessDate } from '@crossbill/contracts/business-time';
import { Codes } from '@crossbill/contracts/codes';
import { INQUIRY_RESPONSE_DAYS, type InquiryItem } from '@crossbill/contracts/dispute';
import { DISPUTE_SCHEMES, reasonName, reasonOf, type DisputeScheme } from '@crossbill/contracts/dispute-reasons';
import type { Language } from '@crossbill/contracts/constants';
import type { Page } from '@crossbill/contracts/envelope';
import { moneyText } from '@crossbill/contracts/refund';
import { audit } from '../../platform/audit/audit.ts';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import * as payment from '../payment/service.ts';
import * as store from './inquiry-store.ts';
import type { InquiryRow } from './inquiry-store.ts';

/**
 * Inquiries (requests for information) before a chargeback: the issuer asks, the merchant answers
 * by the due date or the inquiry expires. No money moves. The row is locked for the answer and the
 * expiry, so an answer racing the expiry gets one winner (CHARGEBACK_STATE for the other).
 */
const DAY = 86_400_000;

function toItem(r: InquiryRow, lang: Language): InquiryItem {
  const reason = reasonOf(r.scheme, r.reasonCode);
  return {
    inquiryId: r.inquiryId,
    merchantNo: r.merchantNo,
    transactionId: r.transactionId,
    arn: r.arn,
    scheme: r.scheme,
    reasonCode: r.reasonCode,
    reason: reason ? reasonName(reason, lang) : r.reasonCode,
    category: r.category,
    amount: moneyText(r.amount, r.currency),
    currency: r.currency,
    status: r.status,
    dueAt: r.dueAt.toISOString(),
    response: r.response,
    respondedAt: r.respondedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The issuer asks about a captured payment (sandbox call); amount: the payment's captured amount. */
export async function raiseInquiry(
  tx: Tx,
  o: { merchantNo: string; transactionId: string; scheme?: DisputeScheme; reasonCode: string; now: Date },
): Promise<InquiryRow> {
  const p = await payment.lockPayment(tx, [o.merchantNo], o.transactionId);
  if (p.type === 'refund' || p.status !== 'succeeded') throw new AppError(Codes.TRANSACTION_STATE, { params: { status: p.status } });
  const brand = (DISPUTE_SCHEMES as readonly string[]).includes(p.paymentMethod) ? (p.paymentMethod as DisputeScheme) : null;
  const scheme = o.scheme ?? brand ?? 'visa';
  if (brand && scheme !== brand) throw fieldError('scheme', 'dispute.schemeMismatch', { brand, scheme });
  const reason = reasonOf(scheme, o.reasonCode);
  if (!reason) throw fieldError('reasonCode', 'dispute.reasonUnknown', { code: o.reasonCode, scheme });
  const row = await store.insertInquiry(tx, {
    inquiryId: `RFI${businessDate(o.now).replace(/-/g, '')}${crypto.randomInt(0, 1e12).toString().padStart(12, '0')}`,
    merchantNo: p.merchantNo,
    transactionId: p.transactionId,
    arn: p.arn,
    scheme,
    reasonCode: reason.code,
    category: reason.category,
    amount: p.capturedAmount,
    currency: p.currency,
    status: 'open',
    dueAt: new Date(o.now.getTime() + INQUIRY_RESPONSE_DAYS * DAY),
    createdAt: o.now,
    updatedAt: o.now,
  });
  await audit(tx, { userId: null, merchantNo: p.merchantNo, action: 'inquiry.received', target: row.inquiryId, userAgent: 'sandbox' });
  return row;
}

export async function listInquiries(db: Executor, scope: string[], q: { page: number; size: number; lang: Language }): Promise<Page<InquiryItem>> {
  const { rows, total } = await store.selectPage(db, { scope, limit: q.size, offset: (q.page - 1) * q.size });
  return { content: rows.map((r) => toItem(r, q.lang)), total, page: q.page, size: q.size };
}

async function lockInquiry(tx: Tx, scope: string[] | null, inquiryId: string): Promise<InquiryRow> {
  const r = await store.lockInquiry(tx, scope, inquiryId);
  if (!r) throw new AppError(Codes.NOT_FOUND);
  return r;
}

/** The merchant's answer, once, before the due date. */
export async function answerInquiry(
  tx: Tx,
  o: { scope: string[]; inquiryId: string; response: string; actor: { userId: number; ip?: string; userAgent?: string }; now: Date; lang: Language },
): Promise<InquiryItem> {
  const r = await lockInquiry(tx, o.scope, o.inquiryId);
  if (r.status !== 'open' || r.dueAt <= o.now) throw new AppError(Codes.CHARGEBACK_STATE, { params: { status: r.status } });
  const after = await store.updateInquiry(tx, r.id, {
    status: 'answered',
    response: o.response,
    respondedAt: o.now,
    respondedByUserId: o.actor.userId,
    updatedAt: o.now,
  });
  await audit(tx, { ...o.actor, merchantNo: r.merchantNo, action: 'inquiry.answered', target: r.inquiryId, summary: { length: o.response.length } });
  return toItem(after, o.lang);
}

/** The sweep: open inquiries past their due date expire. */
export async function expireInquiries(db: Db, now: Date): Promise<number> {
  const due = await store.selectOverdue(db, now, 200);
  let n = 0;
  for (const { inquiryId } of due)
    await db.transaction(async (tx) => {
      const r = await lockInquiry(tx, null, inquiryId);
      if (r.status !== 'open' || r.dueAt > now) return;
      await store.updateInquiry(tx, r.id, { status: 'expired', updatedAt: now });
      await audit(tx, { userId: null, merchantNo: r.merchantNo, action: 'inquiry.expired', target: r.inquiryId, userAgent: 'job' });
      n++;
    });
  return n;
}

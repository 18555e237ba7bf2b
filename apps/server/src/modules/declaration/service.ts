import { Codes } from '@crossbill/contracts/codes';
import {
  maskIdNumber,
  SANDBOX_CUSTOMS,
  type DeclarationAddBody,
  type DeclarationDetail,
  type DeclarationFilters,
  type DeclarationItem,
  type DeclarationResubmitBody,
} from '@crossbill/contracts/declaration';
import { fromMinor, type Currency } from '@crossbill/contracts/money';
import { audit, type Actor } from '../../platform/audit/audit.ts';
import { encrypt } from '../../platform/crypto/secret-box.ts';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import * as payment from '../payment/service.ts';
import { amountsOf, checkCap, checkSubOrder, newDeclarationId, sandboxAnswer, type CustomsAnswer } from './rules.ts';
export { newReceiptNo } from './rules.ts';
import * as store from './store.ts';
import type { DeclarationRow } from './store.ts';

export type { DeclarationRow } from './store.ts';
export type { CustomsAnswer } from './rules.ts';

/**
 * Customs payment declarations (contracts declaration.ts has the decisions). A declaration is of a
 * succeeded payment of the same merchant, read and locked through the payment service so that two
 * declarations of one payment are checked against its amount one after the other. The payer's
 * identity number is sealed with the server's key (secret box) and never read back by the portal:
 * only its masked form is shown. Every step is a history event and an audit entry.
 */

const money = (v: bigint | null, c: string) => (v === null ? null : fromMinor(v, c as Currency));
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function itemOf(r: DeclarationRow): DeclarationItem {
  return {
    declarationId: r.declarationId,
    merchantNo: r.merchantNo,
    transactionId: r.transactionId,
    merchantOrderId: r.merchantOrderId,
    subOrderNo: r.subOrderNo,
    customsCode: r.customsCode,
    merchantCustomsCode: r.merchantCustomsCode,
    merchantCustomsName: r.merchantCustomsName,
    platformCode: r.platformCode,
    amount: money(r.amount, r.currency)!,
    goodsAmount: money(r.goodsAmount, r.currency),
    freightAmount: money(r.freightAmount, r.currency),
    taxAmount: money(r.taxAmount, r.currency),
    currency: r.currency,
    payerName: r.payerName,
    payerIdMasked: r.payerIdMasked,
    status: r.status,
    customsReceiptNo: r.customsReceiptNo,
    identityCheck: r.identityCheck,
    rejectCode: r.rejectCode,
    rejectMessage: r.rejectMessage,
    submitCount: r.submitCount,
    submittedAt: iso(r.submittedAt),
    answeredAt: iso(r.answeredAt),
    createdAt: r.createdAt.toISOString(),
  };
}

export interface DeclarationActor extends Actor {
  userId: number | null;
}

/** The payment being declared, locked; any other answer is a field error naming the transaction. */
async function paymentToDeclare(tx: Tx, merchantNo: string, transactionId: string) {
  const p = await payment.lockPayment(tx, [merchantNo], transactionId).catch((e: unknown) => {
    if (e instanceof AppError) throw fieldError('transactionId', 'declaration.paymentNotFound', { transactionId });
    throw e;
  });
  if (p.type === 'refund' || p.status !== 'succeeded') throw fieldError('transactionId', 'declaration.notSucceeded', { transactionId });
  return p;
}

const sealedPayer = (kek: Buffer, idNumber: string) => ({ payerIdCipher: encrypt(kek, idNumber), payerIdMasked: maskIdNumber(idNumber) });

async function event(
  tx: Executor,
  row: DeclarationRow,
  type: store.DeclarationEventRow['type'],
  at: Date,
  actor: DeclarationActor | null,
  extra: Partial<store.DeclarationEventRow> = {},
) {
  await store.insertEvent(tx, { declarationRowId: row.id, type, at, userId: actor?.userId ?? null, byName: actor?.name ?? null, ...extra });
}

async function submit(tx: Tx, row: DeclarationRow, actor: DeclarationActor, now: Date): Promise<DeclarationRow> {
  const sent = await store.updateDeclaration(tx, row.id, {
    status: 'submitted',
    submittedAt: now,
    answeredAt: null,
    submitCount: row.submitCount + 1,
    updatedAt: now,
  });
  await event(tx, sent, 'submitted', now, actor);
  return sent;
}

/** File a declaration of a payment (or one sub-order of it); submitted at once unless `submit` is false. */
export async function createDeclaration(
  tx: Tx,
  o: { merchantNo: string; body: DeclarationAddBody; actor: DeclarationActor; now: Date; kek: Buffer; batchNo?: string },
): Promise<DeclarationRow> {
  const { body: b, merchantNo, now } = o;
  const p = await paymentToDeclare(tx, merchantNo, b.transactionId);
  const amounts = amountsOf(b, p.currency as Currency);
  const others = await store.declarationsOfPayment(tx, merchantNo, p.transactionId);
  const subOrderNo = b.subOrderNo ?? '';
  checkSubOrder(subOrderNo, others);
  checkCap({ captured: p.capturedAmount, others, amount: amounts.amount, currency: p.currency as Currency });
  let row = await store.insertDeclaration(tx, {
    declarationId: newDeclarationId(now),
    merchantNo,
    transactionId: p.transactionId,
    merchantOrderId: p.merchantOrderId,
    subOrderNo,
    customsCode: b.customsCode,
    merchantCustomsCode: b.merchantCustomsCode,
    merchantCustomsName: b.merchantCustomsName,
    platformCode: b.platformCode || null,
    ...amounts,
    currency: p.currency,
    payerName: b.payerName,
    ...sealedPayer(o.kek, b.payerIdNumber),
    status: 'to_be_submitted',
    batchNo: o.batchNo ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await event(tx, row, 'created', now, o.actor, { message: o.batchNo ?? null });
  if (b.submit) row = await submit(tx, row, o.actor, now);
  await store.saveProfile(tx, {
    merchantNo,
    customsCode: b.customsCode,
    merchantCustomsCode: b.merchantCustomsCode,
    merchantCustomsName: b.merchantCustomsName,
    platformCode: b.platformCode || null,
    updatedAt: now,
  });
  await audit(tx, {
    userId: o.actor.userId,
    merchantNo,
    action: 'declaration.create',
    target: row.declarationId,
    summary: {
      transactionId: row.transactionId,
      subOrderNo,
      amount: fromMinor(row.amount, row.currency as Currency),
      currency: row.currency,
      status: row.status,
      batchNo: o.batchNo ?? null,
    },
    ip: o.actor.ip,
    userAgent: o.actor.userAgent,
  });
  return row;
}

/** Correct a rejected (or unsent) declaration and submit it: same declaration, its history grows. */
export async function resubmitDeclaration(tx: Tx, o: { scope: string[]; body: DeclarationResubmitBody; actor: DeclarationActor; now: Date; kek: Buffer }) {
  const { body: b, now } = o;
  const seen = await store.declarationById(tx, o.scope, b.declarationId);
  if (!seen) throw new AppError(Codes.NOT_FOUND);
  // the payment first, then the declaration: the order a new declaration of the payment takes too
  const p = await paymentToDeclare(tx, seen.merchantNo, seen.transactionId);
  const row = (await store.declarationById(tx, o.scope, b.declarationId, true))!;
  if (row.status !== 'rejected' && row.status !== 'to_be_submitted') throw new AppError(Codes.DECLARATION_STATE, { params: { status: row.status } });
  const amounts = amountsOf(b, p.currency as Currency);
  checkCap({
    captured: p.capturedAmount,
    others: await store.declarationsOfPayment(tx, row.merchantNo, row.transactionId, row.id),
    amount: amounts.amount,
    currency: p.currency as Currency,
  });
  const corrected = await store.updateDeclaration(tx, row.id, {
    customsCode: b.customsCode,
    merchantCustomsCode: b.merchantCustomsCode,
    merchantCustomsName: b.merchantCustomsName,
    platformCode: b.platformCode || null,
    ...amounts,
    payerName: b.payerName,
    ...sealedPayer(o.kek, b.payerIdNumber),
    customsReceiptNo: null,
    identityCheck: null,
    rejectCode: null,
    rejectMessage: null,
    updatedAt: now,
  });
  await event(tx, corrected, 'corrected', now, o.actor);
  const sent = await submit(tx, corrected, o.actor, now);
  await audit(tx, {
    userId: o.actor.userId,
    merchantNo: row.merchantNo,
    action: 'declaration.resubmit',
    target: row.declarationId,
    summary: {
      before: { status: row.status, amount: fromMinor(row.amount, row.currency as Currency), rejectCode: row.rejectCode },
      submitCount: sent.submitCount,
    },
    ip: o.actor.ip,
    userAgent: o.actor.userAgent,
  });
  return sent;
}

/** The customs' answer to a submitted declaration (the sandbox's sweep, or the provider through ops). */
export async function answerDeclaration(tx: Tx, row: DeclarationRow, answer: CustomsAnswer, now: Date, actor: DeclarationActor = { userId: null }) {
  if (row.status !== 'submitted') throw new AppError(Codes.DECLARATION_STATE, { params: { status: row.status } });
  const patch = answer.accepted
    ? { status: 'accepted' as const, customsReceiptNo: answer.receiptNo, identityCheck: 'same' as const }
    : {
        status: 'rejected' as const,
        rejectCode: answer.code,
        rejectMessage: answer.message ?? null,
        identityCheck: answer.code === 'PAYER_IDENTITY_MISMATCH' ? ('different' as const) : null,
      };
  const done = await store.updateDeclaration(tx, row.id, { ...patch, answeredAt: now, updatedAt: now });
  await event(tx, done, done.status as 'accepted' | 'rejected', now, actor, {
    rejectCode: done.rejectCode,
    message: done.rejectMessage,
    customsReceiptNo: done.customsReceiptNo,
  });
  await audit(tx, { userId: actor.userId, merchantNo: row.merchantNo, action: `declaration.${done.status}`, target: row.declarationId, summary: patch });
  return done;
}

/**
 * The sandbox customs office: answers every declaration submitted at least SANDBOX_CUSTOMS.delayMs
 * ago by its documented rule (rules.ts sandboxAnswer). Idempotent: an answered one is no longer submitted.
 */
export async function answerDueDeclarations(db: Db, now: Date, o: { scope?: string[]; batch?: number } = {}): Promise<number> {
  const batch = o.batch ?? 100;
  let done = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = await store.lockDue(tx, { before: new Date(now.getTime() - SANDBOX_CUSTOMS.delayMs), limit: batch, scope: o.scope });
      for (const r of due) await answerDeclaration(tx, r, sandboxAnswer(r, now), now);
      return due.length;
    });
    done += n;
    if (n < batch) return done;
  }
}

export async function listDeclarations(db: Executor, scope: string[], q: DeclarationFilters & { page: number; size: number }) {
  const { page, size, ...filters } = q;
  const { rows, total } = await store.listDeclarations(db, scope, filters, { page, size });
  return { content: rows.map(itemOf), total, page, size };
}

export async function declarationDetail(db: Executor, scope: string[], declarationId: string): Promise<DeclarationDetail> {
  const row = await store.declarationById(db, scope, declarationId);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  const p = await payment.getPayment(db, [row.merchantNo], { transactionId: row.transactionId });
  const others = await store.declarationsOfPayment(db, row.merchantNo, row.transactionId, row.id);
  const history = await store.eventsOf(db, row.id);
  return {
    ...itemOf(row),
    paymentAmount: fromMinor(p.capturedAmount, p.currency as Currency),
    declaredElsewhere: fromMinor(
      others.reduce((s, r) => s + r.amount, 0n),
      p.currency as Currency,
    ),
    history: history.map((e) => ({
      type: e.type,
      at: e.at.toISOString(),
      by: e.byName,
      rejectCode: e.rejectCode,
      message: e.type === 'created' ? null : e.message,
      customsReceiptNo: e.customsReceiptNo,
    })),
  };
}

export async function profileOf(db: Executor, merchantNo: string) {
  const p = await store.profileOf(db, merchantNo);
  return p
    ? { customsCode: p.customsCode, merchantCustomsCode: p.merchantCustomsCode, merchantCustomsName: p.merchantCustomsName, platformCode: p.platformCode }
    : null;
}

/** The provider answers a submitted declaration for the customs (ops), whatever the sandbox rule would say. */
export async function answerByProvider(db: Db, o: { merchantNo: string; declarationId: string; answer: CustomsAnswer; now: Date }) {
  return db.transaction(async (tx) => {
    const row = await store.declarationById(tx, [o.merchantNo], o.declarationId, true);
    if (!row) throw new AppError(Codes.NOT_FOUND);
    return answerDeclaration(tx, row, o.answer, o.now);
  });
}

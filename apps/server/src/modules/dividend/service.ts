import crypto from 'node:crypto';
import { Codes } from '@crossbill/contracts/codes';
import {
  DEFAULT_MAX_SHARE_BP,
  percentageToBp,
  type ReceiverItem,
  type ReceiverKind,
  type ReceiverStatus,
  type SplitInstruction,
} from '@crossbill/contracts/dividend';
import { allocate, maxShareOf } from '@crossbill/contracts/dividend-math';
import { fromMinor, isCurrency, MoneyError, toMinor, type Currency } from '@crossbill/contracts/money';
import { transactionFee } from '@crossbill/contracts/settlement';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { audit, type Actor } from '../../platform/audit/audit.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import type { RateSource } from '../exchange/service.ts';
import { familyOf, merchantRow } from '../merchant/service.ts';
import { getPayee, listPayees } from '../payee/service.ts';
import type { TransactionRow } from '../payment/service.ts';
import * as store from './store.ts';
import type { ReceiverRow, SplitRow } from './store.ts';

export type { ReceiverRow, SplitRow } from './store.ts';

/**
 * Receivers and the making of splits (rules: contracts dividend.ts). Every entry point (the Payment
 * API's `splits`, the portal's "split after capture", the demo seed) calls `createSplits`, so that the
 * same checks hold: active receivers of the merchant, each share within its receiver's maximum, all
 * shares within the payment's net amount.
 */

export function toReceiver(r: ReceiverRow): ReceiverItem {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    receiverMerchantNo: r.receiverMerchantNo,
    payeeId: r.payeeId,
    maxShareBp: r.maxShareBp,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The other merchants of the merchant's group: a member's parent and siblings, or a group's members. */
async function groupMembers(db: Executor, merchantNo: string): Promise<Array<{ merchantNo: string; name: string }>> {
  const m = await merchantRow(db, merchantNo);
  if (!m) return [];
  const root = m.parentMerchantNo ?? m.merchantNo;
  const family = await familyOf(db, root);
  if (family.length < 2) return [];
  const out = [];
  for (const no of family) {
    if (no === merchantNo) continue;
    const r = await merchantRow(db, no);
    if (r) out.push({ merchantNo: no, name: r.name });
  }
  return out;
}

export async function receiverCandidates(db: Executor, merchantNo: string) {
  const [members, payees] = await Promise.all([groupMembers(db, merchantNo), listPayees(db, [merchantNo], 'transfer', { page: 1, size: 100 })]);
  return {
    members,
    payees: payees.content.map((p) => ({ id: p.id, name: p.nickname || p.name, currency: p.currency })),
    defaultMaxShareBp: DEFAULT_MAX_SHARE_BP,
  };
}

export async function listReceivers(db: Executor, merchantNo: string): Promise<ReceiverItem[]> {
  return (await store.selectReceivers(db, merchantNo)).map(toReceiver);
}

export async function addReceiver(
  tx: Tx,
  o: { merchantNo: string; kind: ReceiverKind; receiverMerchantNo?: string; payeeId?: number; name: string; actor: Actor; now: Date },
): Promise<ReceiverItem> {
  if (o.kind === 'member') {
    const members = await groupMembers(tx, o.merchantNo);
    if (!members.some((m) => m.merchantNo === o.receiverMerchantNo)) throw fieldError('receiverMerchantNo', 'dividend.notGroupMember');
  } else {
    try {
      await getPayee(tx, [o.merchantNo], 'transfer', o.payeeId!);
    } catch (e) {
      if (e instanceof AppError && e.info === Codes.NOT_FOUND) throw fieldError('payeeId', 'dividend.payeeUnknown');
      throw e;
    }
  }
  const row = await store.insertReceiver(tx, {
    merchantNo: o.merchantNo,
    kind: o.kind,
    name: o.name,
    receiverMerchantNo: o.kind === 'member' ? o.receiverMerchantNo! : null,
    payeeId: o.kind === 'external' ? o.payeeId! : null,
    maxShareBp: DEFAULT_MAX_SHARE_BP,
    status: 'active',
    createdAt: o.now,
    updatedAt: o.now,
  });
  if (!row) throw fieldError(o.kind === 'member' ? 'receiverMerchantNo' : 'payeeId', 'dividend.receiverExists');
  await audit(tx, {
    ...o.actor,
    merchantNo: o.merchantNo,
    action: 'dividend.receiver.add',
    target: String(row.id),
    summary: { kind: row.kind, name: row.name },
  });
  return toReceiver(row);
}

export async function editReceiver(
  tx: Tx,
  o: { merchantNo: string; id: number; name: string; status: ReceiverStatus; actor: Actor; now: Date },
): Promise<ReceiverItem> {
  const before = await store.selectReceiver(tx, { merchantNo: o.merchantNo, id: o.id, lock: true });
  if (!before) throw new AppError(Codes.NOT_FOUND);
  const after = await store.updateReceiver(tx, o.id, { name: o.name, status: o.status, updatedAt: o.now });
  await audit(tx, {
    ...o.actor,
    merchantNo: o.merchantNo,
    action: 'dividend.receiver.edit',
    target: String(o.id),
    summary: { before: { name: before.name, status: before.status }, after: { name: after.name, status: after.status } },
  });
  return toReceiver(after);
}

/** Provider setting (ops): a receiver's maximum share of one payment, in basis points. */
export async function setMaxShare(tx: Tx, o: { receiverId: number; maxShareBp: number; now: Date }): Promise<ReceiverItem> {
  const before = await store.selectReceiverById(tx, o.receiverId);
  if (!before) throw new AppError(Codes.NOT_FOUND);
  const after = await store.updateReceiver(tx, o.receiverId, { maxShareBp: o.maxShareBp, updatedAt: o.now });
  await audit(tx, {
    userId: null,
    merchantNo: before.merchantNo,
    action: 'dividend.receiver.maxShare',
    target: String(o.receiverId),
    summary: { before: before.maxShareBp, after: o.maxShareBp },
  });
  return toReceiver(after);
}

// ---- the payment's money as splits see it

/** What the shares of a payment are measured against: its amount once captured (the authorization before). */
export const baseOf = (p: TransactionRow) => (p.status === 'succeeded' ? p.capturedAmount : p.amount);

/** The payment's fee (settlement's computation at the current mid rate): borne by the merchant that took the payment. */
export async function feeOf(rates: RateSource, p: TransactionRow, now: Date): Promise<bigint> {
  const currency = p.currency as Currency;
  const usdRate = await rates.mid('USD', currency, now);
  return transactionFee({ amount: baseOf(p), currency, method: p.paymentMethod, cardCountry: p.cardCountry, usdRate }).fee;
}

/** Captured less the fee, refunds (done and pending), chargebacks and their fees: what shares must stay within. */
export function netOf(p: TransactionRow, fee: bigint): bigint {
  const net = baseOf(p) - fee - p.refundedAmount - p.refundPendingAmount - p.chargebackAmount - p.chargebackFee;
  return net > 0n ? net : 0n;
}

const newSplitId = (now: Date) => `SP${now.toISOString().slice(0, 10).replace(/-/g, '')}${crypto.randomInt(1e9, 1e10)}`;

export interface CreateSplitsInput {
  payment: TransactionRow;
  instructions: SplitInstruction[];
  /** where the instructions sit in the caller's body (field names of the errors) */
  field: string;
  source: 'api' | 'portal' | 'sandbox';
  actor: Actor;
  rates: RateSource;
  now: Date;
}

/** The shares of the instructions in minor units, each checked; field errors name the line. */
function sharesOf(o: CreateSplitsInput, receivers: ReceiverRow[]): bigint[] {
  const p = o.payment;
  const currency = p.currency as Currency;
  const base = baseOf(p);
  const shares: bigint[] = o.instructions.map(() => 0n);
  const pct: number[] = [];
  o.instructions.forEach((s, i) => {
    if (s.percentage !== undefined) return void pct.push(i);
    try {
      shares[i] = toMinor(s.amount!, currency);
    } catch (e) {
      if (e instanceof MoneyError) throw fieldError(`${o.field}.${i}.amount`, e.messageKey, e.params);
      throw e;
    }
  });
  if (pct.length > 0) {
    const bps = pct.map((i) => BigInt(percentageToBp(o.instructions[i]!.percentage!)));
    const sum = bps.reduce((a, b) => a + b, 0n);
    allocate((base * sum) / 10_000n, bps).forEach((v, k) => (shares[pct[k]!] = v));
  }
  shares.forEach((v, i) => {
    const which = o.instructions[i]!.percentage !== undefined ? 'percentage' : 'amount';
    if (v <= 0n) throw fieldError(`${o.field}.${i}.${which}`, 'dividend.amountPositive');
    const max = maxShareOf(base, receivers[i]!.maxShareBp);
    // a percentage is held to the maximum as a percentage: its share may carry a leftover cent of the rounding
    const over = which === 'percentage' ? percentageToBp(o.instructions[i]!.percentage!) > receivers[i]!.maxShareBp : v > max;
    if (over)
      throw fieldError(`${o.field}.${i}.${which}`, 'dividend.overMaxShare', {
        max: fromMinor(max, currency),
        currency,
        percent: (receivers[i]!.maxShareBp / 100).toFixed(2),
      });
  });
  return shares;
}

/**
 * Split a payment (locked by the caller). Each receiver at most once per payment; shares within the
 * net amount together with the splits already made. A payment that failed gets its splits recorded
 * as failed, so that the instruction stays traceable.
 */
export async function createSplits(tx: Tx, o: CreateSplitsInput): Promise<SplitRow[]> {
  const p = o.payment;
  if (p.type === 'refund' || !isCurrency(p.currency)) throw fieldError('transactionId', 'dividend.notSplittable');
  const receivers: ReceiverRow[] = [];
  for (const [i, s] of o.instructions.entries()) {
    const r = await store.selectReceiver(tx, { merchantNo: p.merchantNo, id: s.receiverId });
    if (!r || r.status !== 'active') throw fieldError(`${o.field}.${i}.receiverId`, 'dividend.receiverUnknown');
    receivers.push(r);
  }
  const existing = await store.selectSplitsOfPayment(tx, { merchantNo: p.merchantNo, transactionId: p.transactionId, lock: true });
  o.instructions.forEach((s, i) => {
    if (existing.some((e) => e.receiverId === s.receiverId)) throw fieldError(`${o.field}.${i}.receiverId`, 'dividend.receiverRepeated');
  });
  const shares = sharesOf(o, receivers);
  const failed = ['failed', 'voided', 'expired'].includes(p.status);
  if (!failed) {
    const fee = await feeOf(o.rates, p, o.now);
    const net = netOf(p, fee);
    const given = existing.reduce((s, e) => s + e.amount - e.reversedAmount, 0n);
    const total = shares.reduce((s, v) => s + v, 0n);
    if (given + total > net) throw fieldError(o.field, 'dividend.overNet', { net: fromMinor(net - given, p.currency as Currency), currency: p.currency });
  }
  const rows = await store.insertSplits(
    tx,
    shares.map((amount, i) => ({
      splitId: newSplitId(o.now),
      merchantNo: p.merchantNo,
      transactionId: p.transactionId,
      receiverId: receivers[i]!.id,
      receiverMerchantNo: receivers[i]!.receiverMerchantNo,
      currency: p.currency,
      amount,
      status: failed ? ('failed' as const) : ('pending' as const),
      failureReason: failed ? 'payment_failed' : null,
      source: o.source,
      createdAt: o.now,
      updatedAt: o.now,
    })),
  );
  await store.insertEvents(
    tx,
    rows.flatMap((r) => [
      { splitId: r.id, kind: 'created' as const, amount: r.amount, createdAt: o.now },
      ...(failed ? [{ splitId: r.id, kind: 'failed' as const, amount: r.amount, reference: p.transactionId, createdAt: o.now }] : []),
    ]),
  );
  await audit(tx, {
    ...o.actor,
    merchantNo: p.merchantNo,
    action: 'dividend.split',
    target: p.transactionId,
    summary: { source: o.source, splits: rows.map((r) => ({ splitId: r.splitId, receiverId: r.receiverId, amount: r.amount.toString() })) },
  });
  return rows;
}

/** The portal's "split after capture": only while the payment is captured and not settled yet. */
export function assertWindowOpen(p: TransactionRow): void {
  if (p.type === 'refund' || p.status !== 'succeeded' || p.settledAt !== null) throw fieldError('transactionId', 'dividend.windowClosed');
}

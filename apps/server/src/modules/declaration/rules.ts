import crypto from 'node:crypto';
import { businessDate } from '@crossbill/contracts/business-time';
import { SANDBOX_CUSTOMS, type DeclarationFields, type RejectReason } from '@crossbill/contracts/declaration';
import { fromMinor, MoneyError, toMinor, type Currency } from '@crossbill/contracts/money';
import { fieldError } from '../../platform/http/errors.ts';
import type { DeclarationRow } from './store.ts';

/** DC + the Beijing date + 12 random digits (unique index on the column). */
export const newDeclarationId = (now: Date) => `DC${businessDate(now).replace(/-/g, '')}${crypto.randomInt(0, 1e12).toString().padStart(12, '0')}`;
/** The sandbox customs' receipt number of an accepted declaration. */
export const newReceiptNo = (now: Date) => `CR${businessDate(now).replace(/-/g, '')}${crypto.randomInt(0, 1e10).toString().padStart(10, '0')}`;

const minorOfField = (v: string | undefined, currency: Currency, field: string): bigint | null => {
  if (v === undefined || v === '') return null;
  try {
    return toMinor(v, currency);
  } catch (e) {
    if (e instanceof MoneyError) throw fieldError(field, e.messageKey, e.params);
    throw e;
  }
};

/**
 * The declared amount and its parts in minor units of the payment's currency. The amount is positive;
 * goods, freight and tax are optional, and when any is given they add up to the amount (WeChat's rule:
 * order_fee = product_fee + transport_fee).
 */
export function amountsOf(f: Pick<DeclarationFields, 'amount' | 'goodsAmount' | 'freightAmount' | 'taxAmount'>, currency: Currency) {
  const amount = minorOfField(f.amount, currency, 'amount')!;
  if (amount <= 0n) throw fieldError('amount', 'declaration.amountPositive');
  const goodsAmount = minorOfField(f.goodsAmount, currency, 'goodsAmount');
  const freightAmount = minorOfField(f.freightAmount, currency, 'freightAmount');
  const taxAmount = minorOfField(f.taxAmount, currency, 'taxAmount');
  const parts = [goodsAmount, freightAmount, taxAmount].filter((p): p is bigint => p !== null);
  if (parts.length > 0 && parts.reduce((s, p) => s + p, 0n) !== amount) throw fieldError('goodsAmount', 'declaration.partsMismatch');
  return { amount, goodsAmount, freightAmount, taxAmount };
}

/** What a payment's declarations may still declare; the amount asked must fit (else a field error naming the amount). */
export function checkCap(o: { captured: bigint; others: Pick<DeclarationRow, 'amount'>[]; amount: bigint; currency: Currency }) {
  const declared = o.others.reduce((s, r) => s + r.amount, 0n);
  const left = o.captured - declared;
  if (o.amount > left) throw fieldError('amount', 'declaration.overPayment', { max: fromMinor(left > 0n ? left : 0n, o.currency), currency: o.currency });
  return declared;
}

/**
 * Sub-orders: one declaration per (payment, sub-order number). A payment is declared either whole
 * (no sub-order number, once) or split (every part has its own number), not both (Alipay's is_split:
 * sub_out_biz_no is required once the payment is split).
 */
export function checkSubOrder(subOrderNo: string, others: Pick<DeclarationRow, 'subOrderNo'>[]) {
  if (others.some((o) => o.subOrderNo === subOrderNo)) throw fieldError(subOrderNo ? 'subOrderNo' : 'transactionId', 'declaration.duplicate');
  if (subOrderNo === '' && others.length > 0) throw fieldError('subOrderNo', 'declaration.splitNeedsSubOrder');
  if (subOrderNo !== '' && others.some((o) => o.subOrderNo === '')) throw fieldError('subOrderNo', 'declaration.wholeDeclared');
}

export type CustomsAnswer = { accepted: true; receiptNo: string } | { accepted: false; code: RejectReason; message?: string | null };

/** The sandbox customs' documented rule (contracts SANDBOX_CUSTOMS; README "Sandbox"). */
export function sandboxAnswer(r: Pick<DeclarationRow, 'payerName' | 'amount'>, now: Date): CustomsAnswer {
  if (r.payerName.toUpperCase().includes(SANDBOX_CUSTOMS.rejectName)) return { accepted: false, code: 'PAYER_IDENTITY_MISMATCH' };
  if ((r.amount % 100n).toString().padStart(2, '0') === SANDBOX_CUSTOMS.rejectAmountEnding) return { accepted: false, code: 'AMOUNT_MISMATCH' };
  return { accepted: true, receiptNo: newReceiptNo(now) };
}

import crypto from 'node:crypto';
import { Codes } from '@crossbill/contracts/codes';
import {
  disbursementApply,
  disbursementFee,
  SANDBOX_FAILING_ACCOUNT_SUFFIX,
  type Disbursement,
  type DisbursementApply,
  type DisbursementListQuery,
  type DisbursementPage,
} from '@crossbill/contracts/disbursement';
import { fromMinor, toMinor, type Currency } from '@crossbill/contracts/money';
import type { Language } from '@crossbill/contracts/constants';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { t } from '../../platform/i18n.ts';
import type { Actor } from '../access/service.ts';
import * as ledger from '../ledger/service.ts';
import { getOwnAccountForDisbursement } from '../payee/service.ts';
import * as store from './store.ts';
import type { DisbursementRow } from './store.ts';

/**
 * Disbursement flow (ledger entries, all of kind `disbursement.*`, reference = serial number):
 * - request:  merchant available −(amount+fee) → merchant frozen +(amount+fee)
 * - dispatch: frozen −(amount+fee) → provider payouts_in_transit +amount, fee_income +fee
 * - settle:   payouts_in_transit −amount → external_bank +amount; status succeeded
 * - release (the bank refused before dispatch): frozen −(amount+fee) → available +(amount+fee); failed
 * The sandbox bank refuses accounts whose number ends in SANDBOX_FAILING_ACCOUNT_SUFFIX.
 */
export const EXECUTE_JOB = 'disbursement.execute';

const newSerial = (now: Date) => `DB${now.toISOString().slice(0, 10).replace(/-/g, '')}${crypto.randomInt(0, 1e9).toString().padStart(9, '0')}`;

function toDto(r: DisbursementRow, lang: Language): Disbursement {
  const c = r.currency as Currency;
  return {
    id: r.id,
    serialNo: r.serialNo,
    merchantNo: r.merchantNo,
    status: r.status,
    currency: r.currency,
    amount: fromMinor(r.amount, c),
    fee: fromMinor(r.fee, c),
    total: fromMinor(r.amount + r.fee, c),
    payeeId: r.payeeId,
    payeeName: r.payeeName,
    payeeBank: r.payeeBank,
    payeeAccount: r.payeeAccount,
    remark: r.remark,
    failureReason: r.failureReason ? t(lang, r.failureReason) : null,
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
  };
}

/**
 * Request a disbursement of available balance to one of the merchant's own accounts: the amount
 * plus the currency's fee leave available for frozen at once (INSUFFICIENT_BALANCE when short), in
 * `tx` (the idempotent route's transaction, so that a replayed key books nothing twice).
 */
export async function applyDisbursement(
  tx: Tx,
  input: { merchantNo: string; request: DisbursementApply; actor: Actor; now: Date; lang: Language },
): Promise<Disbursement> {
  const parsed = disbursementApply.safeParse(input.request);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fieldError(issue.path.join('.'), issue.message);
  }
  const req = parsed.data;
  const currency = req.currency as Currency;
  const fee = disbursementFee(currency)!;
  const amount = toMinor(req.amount.trim(), currency);
  const account = await getOwnAccountForDisbursement(tx, input.merchantNo, req.payeeId);
  if (account.currency !== currency) throw fieldError('currency', 'disbursement.currencyMismatch');
  const row = await store.insertDisbursement(tx, {
    serialNo: newSerial(input.now),
    merchantNo: input.merchantNo,
    payeeId: account.payee.id,
    payeeName: account.payee.name,
    payeeBank: account.payee.bankName,
    payeeAccount: account.payee.accountMask,
    payeeSnapshot: account.snapshot,
    currency,
    amount,
    fee,
    status: 'processing',
    remark: req.remark || null,
    createdAt: input.now,
  });
  await ledger.post(tx, {
    kind: 'disbursement.request',
    reference: row.serialNo,
    merchantNo: input.merchantNo,
    at: input.now,
    postings: ledger.payoutPostings.freeze(input.merchantNo, currency, amount + fee),
  });
  await audit(tx, {
    ...input.actor,
    merchantNo: input.merchantNo,
    action: 'disbursement.request',
    target: row.serialNo,
    summary: { currency, amount: fromMinor(amount, currency), fee: fromMinor(fee, currency), payeeId: row.payeeId },
  });
  return toDto(row, input.lang);
}

/** The sandbox bank's answer for an account (documented test account: number ending in 4040). */
export const sandboxBankAccepts = (account: string): boolean => !account.endsWith(SANDBOX_FAILING_ACCOUNT_SUFFIX);

/**
 * Carry one disbursement forward: dispatch (or release on the bank's refusal), then settle. Each
 * step locks the row and checks its state, so running it twice (a retried job, the sweep) books
 * nothing more.
 */
export async function executeDisbursement(db: Db, id: number, now: () => Date): Promise<DisbursementRow['status'] | null> {
  const first = await db.transaction(async (tx) => {
    const d = await store.lockDisbursement(tx, id);
    if (!d || d.status !== 'processing' || d.dispatchedAt) return d;
    const total = d.amount + d.fee;
    const at = now();
    // the account as requested: an edit of the settlement account since then does not reach here
    if (!sandboxBankAccepts(d.payeeSnapshot.account)) {
      await ledger.post(tx as Tx, {
        kind: 'disbursement.release',
        reference: d.serialNo,
        merchantNo: d.merchantNo,
        at,
        postings: ledger.payoutPostings.release(d.merchantNo, d.currency, total),
      });
      await store.updateDisbursement(tx, id, { status: 'failed', failureReason: 'disbursement.sandboxRejected', completedAt: at });
      await audit(tx, { userId: null, merchantNo: d.merchantNo, action: 'disbursement.failed', target: d.serialNo });
      return { ...d, status: 'failed' as const };
    }
    await ledger.post(tx as Tx, {
      kind: 'disbursement.dispatch',
      reference: d.serialNo,
      merchantNo: d.merchantNo,
      at,
      postings: ledger.payoutPostings.dispatch({
        merchantNo: d.merchantNo,
        currency: d.currency,
        frozen: total,
        fee: d.fee,
        paidCurrency: d.currency,
        paid: d.amount,
      }),
    });
    await store.updateDisbursement(tx, id, { dispatchedAt: at });
    return { ...d, dispatchedAt: at };
  });
  if (!first || first.status !== 'processing') return first?.status ?? null;

  return db.transaction(async (tx) => {
    const d = await store.lockDisbursement(tx, id);
    if (!d || d.status !== 'processing' || !d.dispatchedAt) return d?.status ?? null;
    const at = now();
    await ledger.post(tx as Tx, {
      kind: 'disbursement.settle',
      reference: d.serialNo,
      merchantNo: d.merchantNo,
      at,
      postings: ledger.payoutPostings.settle(d.currency, d.amount),
    });
    await store.updateDisbursement(tx, id, { status: 'succeeded', completedAt: at });
    await audit(tx, { userId: null, merchantNo: d.merchantNo, action: 'disbursement.succeeded', target: d.serialNo });
    return 'succeeded' as const;
  });
}

/** The sweep behind the per-request job: carries every disbursement still processing. */
export async function executePending(db: Db, now: () => Date): Promise<number> {
  const ids = await store.processingIds(db, 200);
  for (const id of ids) await executeDisbursement(db, id, now);
  return ids.length;
}

export async function listDisbursements(db: Executor, scope: string[], q: DisbursementListQuery & { lang: Language }): Promise<DisbursementPage> {
  const { rows, total } = await store.listDisbursements(db, scope, q);
  return { content: rows.map((r) => toDto(r, q.lang)), total, page: q.page, size: q.size };
}

export async function getDisbursement(db: Executor, scope: string[], id: number, lang: Language): Promise<Disbursement> {
  const row = await store.disbursementById(db, scope, id);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return toDto(row, lang);
}

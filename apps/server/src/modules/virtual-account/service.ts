import crypto from 'node:crypto';
import { Codes } from '@crossbill/contracts/codes';
import type { Page } from '@crossbill/contracts/envelope';
import { fromMinor, isCurrency, MoneyError, toMinor, type Currency } from '@crossbill/contracts/money';
import {
  vaApplyBody,
  type CollectionFailReason,
  type CollectionListQuery,
  type CollectionTransaction,
  type VaApplyBody,
  type VaListQuery,
  type VirtualAccount,
} from '@crossbill/contracts/virtual-account';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { ServerDeps } from '../../deps.ts';
import * as ledger from '../ledger/service.ts';
import { filterRange } from '@crossbill/contracts/business-time';
import type { Actor } from '../access/service.ts';
import { issueAccount } from './banks.ts';
import * as store from './store.ts';
import type { AccountRow, CollectionRow } from './store.ts';

/** Ledger kind of money received on a virtual account (external bank → the merchant's available balance). */
export const COLLECTION_KIND = 'virtual_account.collection';
/** The job that opens one account at its due time; a sweep opens any the job missed. */
export const OPEN_JOB = 'virtual-account.open';
export const SWEEP_JOB = 'virtual-account.open-due';

export function toVirtualAccount(r: AccountRow): VirtualAccount {
  return {
    id: r.id,
    merchantNo: r.merchantNo,
    currency: r.currency,
    country: r.country,
    type: r.type,
    holderName: r.holderName,
    address: r.address,
    shareholders: r.shareholders,
    status: r.status,
    accountNumber: r.accountNumber,
    bankName: r.bankName,
    bankCountry: r.bankCountry,
    bankAddress: r.bankAddress,
    routing: r.routing,
    appliedAt: r.appliedAt.toISOString(),
    dueAt: r.dueAt.toISOString(),
    activatedAt: r.activatedAt?.toISOString() ?? null,
  };
}

function toCollection(r: CollectionRow): CollectionTransaction {
  return {
    id: r.id,
    transactionNo: r.transactionNo,
    virtualAccountId: r.virtualAccountId,
    accountNumber: r.accountNumber,
    payerName: r.payerName,
    payerAccount: r.payerAccount,
    amount: isCurrency(r.currency) ? fromMinor(r.amount, r.currency) : r.amount.toString(),
    currency: r.currency,
    reference: r.reference,
    bankTransactionId: r.bankTransactionId,
    status: r.status,
    failReason: r.failReason ?? null,
    time: r.createdAt.toISOString(),
  };
}

/**
 * Apply for a virtual account (spec 5 rules in `vaApplyBody`, checked here too for callers other than
 * the route). It opens after the provisioning delay: a job is scheduled at the due time.
 */
export async function applyForAccount(
  deps: Pick<ServerDeps, 'db' | 'jobs' | 'now' | 'config'>,
  merchantNo: string,
  input: VaApplyBody,
  actor: Actor,
): Promise<VirtualAccount> {
  const parsed = vaApplyBody.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fieldError(issue.path.join('.'), issue.message);
  }
  const v = parsed.data;
  const now = deps.now();
  const dueAt = new Date(now.getTime() + deps.config.VIRTUAL_ACCOUNT_OPEN_SECONDS * 1000);
  const row = await deps.db.transaction(async (tx) => {
    const r = await store.insertAccount(tx, {
      merchantNo,
      currency: v.currency,
      country: v.country,
      type: v.type,
      holderName: v.holderName,
      address: v.address,
      shareholders: v.shareholders,
      status: 'applying',
      appliedBy: actor.userId,
      appliedAt: now,
      dueAt,
    });
    await audit(tx, {
      ...actor,
      merchantNo,
      action: 'virtualAccount.apply',
      target: String(r.id),
      summary: { currency: v.currency, country: v.country, type: v.type, holderName: v.holderName, shareholders: v.shareholders.length },
    });
    return r;
  });
  // a lost job is not lost work: the sweep opens every application past its due time
  await deps.jobs.send(OPEN_JOB, { id: row.id }, { singletonKey: `${OPEN_JOB}:${row.id}`, startAfter: dueAt }).catch(() => undefined);
  return toVirtualAccount(row);
}

/**
 * Open one application at the partner bank once it is due: account number, bank and routing details,
 * applying → active. Idempotent: an open account, or one not yet due, is left as it is (null).
 */
export async function openAccount(db: Db, id: number, now: Date): Promise<VirtualAccount | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const row = await store.lockAccount(tx, { id });
        if (!row || row.status !== 'applying' || row.dueAt > now) return null;
        const details = issueAccount(row.country);
        const opened = await store.updateOpened(tx, id, { ...details, status: 'active', activatedAt: now });
        await audit(tx, {
          userId: null,
          merchantNo: row.merchantNo,
          action: 'virtualAccount.open',
          target: String(id),
          summary: { accountNumber: details.accountNumber, bankName: details.bankName },
        });
        return toVirtualAccount(opened);
      });
    } catch (e) {
      // a random number already taken (unique index): draw again
      if (attempt < 5 && /virtual_accounts_number_uq/.test(String((e as { cause?: unknown }).cause ?? e))) continue;
      throw e;
    }
  }
}

/** The sweep: open every application past its due time. */
export async function openDueAccounts(db: Db, now: Date, batch = 100): Promise<number> {
  let opened = 0;
  for (;;) {
    const ids = await store.selectDueIds(db, now, batch);
    for (const id of ids) if (await openAccount(db, id, now)) opened++;
    if (ids.length < batch) return opened;
  }
}

export async function listAccounts(db: Executor, scope: string[], q: VaListQuery): Promise<Page<VirtualAccount>> {
  const f = { scope, currency: q.currency || undefined, status: q.status, keyword: q.keyword || undefined };
  const [rows, total] = await Promise.all([store.selectAccounts(db, { ...f, limit: q.size, offset: (q.page - 1) * q.size }), store.countAccounts(db, f)]);
  return { content: rows.map(toVirtualAccount), total, page: q.page, size: q.size };
}

export async function accountDetail(db: Executor, scope: string[], id: number): Promise<VirtualAccount> {
  const row = await store.selectAccount(db, scope, id);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return toVirtualAccount(row);
}

export interface IncomingTransfer {
  /** the receiving account: its id, or its number (as the bank reports it) */
  account: { id: number } | { accountNumber: string };
  /** when given, the account must belong to one of these merchants (the portal's sandbox route) */
  scope?: string[];
  amount: string;
  /** the transfer's currency; the account's when absent */
  currency?: string;
  payerName: string;
  payerAccount: string;
  /** the payer's reference (what the payer wrote; two payments may share it) */
  reference: string;
  /** the bank's own id of this transfer: the same id on one account books once */
  bankTransactionId: string;
  at: Date;
}

/**
 * A bank transfer arriving on a virtual account. Credited to the wallet's available balance through
 * the ledger in the same transaction as the collection row (succeed); returned to the payer when the
 * account is not open or the currency differs (fail, no money moves). Idempotent by the bank's
 * transaction id (never by the payer's reference: two real payments may carry the same one).
 */
export async function receiveTransfer(db: Db, input: IncomingTransfer): Promise<{ transaction: CollectionTransaction; created: boolean }> {
  return db.transaction(async (tx) => {
    // the account's row lock serialises arrivals on it: the bank transaction id check below holds
    const account = await store.lockAccount(tx, input.account);
    if (!account || (input.scope && !input.scope.includes(account.merchantNo))) throw new AppError(Codes.NOT_FOUND);
    const code = input.currency ?? account.currency;
    if (!isCurrency(code)) throw fieldError('currency', 'money.unknownCurrency');
    const currency: Currency = code;
    let amount: bigint;
    try {
      amount = toMinor(input.amount, currency);
    } catch (e) {
      if (e instanceof MoneyError) throw fieldError('amount', e.messageKey, e.params);
      throw e;
    }
    if (amount <= 0n) throw fieldError('amount', 'virtualAccount.amountPositive');
    const bankTransactionId = input.bankTransactionId.trim();
    if (!bankTransactionId) throw fieldError('bankTransactionId', 'validation.required');
    const existing = await store.selectCollectionByBankTransaction(tx, { virtualAccountId: account.id, bankTransactionId });
    if (existing) return { transaction: toCollection({ ...existing, accountNumber: account.accountNumber ?? '' }), created: false };

    const failReason: CollectionFailReason | null =
      account.status !== 'active' ? 'accountNotActive' : account.currency !== currency ? 'currencyMismatch' : null;
    const transactionNo = `VC${input.at.toISOString().slice(0, 10).replace(/-/g, '')}${crypto.randomInt(0, 1e10).toString().padStart(10, '0')}`;
    let entryId: number | null = null;
    if (!failReason) {
      const { entry } = await ledger.post(tx as Tx, {
        kind: COLLECTION_KIND,
        reference: transactionNo,
        merchantNo: account.merchantNo,
        at: input.at,
        postings: [
          { account: { merchantNo: null, currency, bucket: 'external_bank' }, amount: -amount },
          { account: { merchantNo: account.merchantNo, currency, bucket: 'available' }, amount },
        ],
      });
      entryId = entry.id;
    }
    const row = await store.insertCollection(tx, {
      transactionNo,
      merchantNo: account.merchantNo,
      virtualAccountId: account.id,
      payerName: input.payerName,
      payerAccount: input.payerAccount,
      amount,
      currency,
      reference: input.reference,
      bankTransactionId,
      status: failReason ? 'fail' : 'succeed',
      failReason,
      entryId,
      createdAt: input.at,
    });
    await audit(tx, {
      userId: null,
      merchantNo: account.merchantNo,
      action: 'virtualAccount.collection',
      target: transactionNo,
      summary: {
        virtualAccountId: account.id,
        currency,
        amount: fromMinor(amount, currency),
        reference: input.reference,
        bankTransactionId,
        status: row.status,
        failReason,
      },
    });
    return { transaction: toCollection({ ...row, accountNumber: account.accountNumber ?? '' }), created: true };
  });
}

function collectionRange(q: CollectionListQuery, now: Date): { from?: Date; to?: Date } {
  const { from, to } = filterRange(q, now);
  if (from && to && from > to) throw fieldError('beginTime', 'validation.invalid');
  return { from, to };
}

export async function listCollections(db: Executor, scope: string[], q: CollectionListQuery, now: Date): Promise<Page<CollectionTransaction>> {
  const f = { scope, ...collectionRange(q, now), virtualAccountId: q.virtualAccountId, currency: q.currency || undefined, status: q.status };
  const [rows, total] = await Promise.all([store.selectCollections(db, { ...f, limit: q.size, offset: (q.page - 1) * q.size }), store.countCollections(db, f)]);
  return { content: rows.map(toCollection), total, page: q.page, size: q.size };
}

export async function collectionDetail(db: Executor, scope: string[], id: number): Promise<CollectionTransaction> {
  const [row] = await store.selectCollections(db, { scope, id, limit: 1, offset: 0 });
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return toCollection(row);
}

import crypto from 'node:crypto';
import { Codes } from '@crossbill/contracts/codes';
import { fromMinor, type Currency } from '@crossbill/contracts/money';
import {
  dailyLimit,
  scheduleDateProblem,
  TRANSFER_DAILY_LIMITS,
  type AvailableLimitList,
  type Transfer,
  type TransferListQuery,
  type TransferPage,
  type TransferQuote,
  type TransferQuoteBody,
  type TransferSubmitBody,
} from '@crossbill/contracts/transfer';
import type { Language } from '@crossbill/contracts/constants';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { t } from '../../platform/i18n.ts';
import * as ledger from '../ledger/service.ts';
import { getPayeeForTransfer } from '../payee/service.ts';
import { decide, startApproval } from '../transfer-approval/service.ts';
import { sandboxPricing, type Pricing } from '../exchange/service.ts';
import { progressOf } from '../../platform/files/xlsx.ts';
import { computeAmounts } from './amounts.ts';
import * as store from './store.ts';
import type { TransferRow } from './store.ts';
import { businessDate, presetRange, transferRunAt } from '@crossbill/contracts/business-time';

export { executeTransfer, runDueTransfers, registerTransferApprovalHandler, runAt, EXECUTE_JOB } from './execution.ts';
export { SANDBOX_FAILING_ACCOUNT_SUFFIX } from '@crossbill/contracts/disbursement';

/**
 * Transfers (ledger entries of kind `transfer.*`; reference = serial number, or the batch number
 * for the submission of a batch's transfers so that the wallet's batch view groups them):
 * - submit:   available −debit → frozen +debit, with the transfer row, in one transaction
 * - dispatch: frozen −debit → fee_income +fee, payouts_in_transit +received (FX legs through the
 *             provider's fx_position accounts of both currencies when they differ)
 * - settle:   payouts_in_transit −received → external_bank +received (the rail confirmed: paid)
 * - release:  frozen −debit → available +debit (rejected, cancelled, or refused by the rail)
 */
export const TRANSFER_SUBJECT = 'transfer';

export const transferPricing = (spreadBps: number): Pricing => sandboxPricing(spreadBps);

const newSerial = (prefix: string, now: Date) =>
  `${prefix}${now.toISOString().slice(0, 10).replace(/-/g, '')}${crypto.randomInt(0, 1e9).toString().padStart(9, '0')}`;
export const newBatchNo = (now: Date) => newSerial('TB', now);

const normalRate = (r: string) => (r.includes('.') ? r.replace(/0+$/, '').replace(/\.$/, '') : r);

export function toDto(r: TransferRow, lang: Language): Transfer {
  const s = r.sendCurrency as Currency;
  const rc = r.receiveCurrency as Currency;
  return {
    id: r.id,
    serialNo: r.serialNo,
    merchantNo: r.merchantNo,
    batchNo: r.batchNo,
    merchantReference: r.merchantReference,
    status: r.status,
    payeeId: r.payeeId,
    payeeName: r.payeeName,
    payeeNickname: r.payeeNickname,
    payeeBank: r.payeeBank,
    payeeAccount: r.payeeAccount,
    payeeCountry: r.payeeCountry,
    payee: r.payeeSnapshot,
    method: r.method,
    sendCurrency: s,
    sendAmount: fromMinor(r.sendAmount, s),
    receiveCurrency: rc,
    receiveAmount: fromMinor(r.receiveAmount, rc),
    rate: normalRate(r.rate),
    fee: fromMinor(r.fee, s),
    senderFee: fromMinor(r.senderFee, s),
    recipientFee: fromMinor(r.fee - r.senderFee, s),
    debitAmount: fromMinor(r.debitAmount, s),
    feeBearing: r.feeBearing,
    purpose: r.purpose,
    certificate: r.certificateFileId ? { id: r.certificateFileId, fileName: r.certificateName ?? '' } : null,
    scheduledDate: r.scheduledDate,
    approvalFlowId: r.approvalFlowId,
    submitter: r.submitterName,
    failureReason: r.failureReason ? t(lang, r.failureReason) : null,
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
  };
}

async function availableOf(db: Executor, merchantNo: string, currency: string): Promise<bigint> {
  return (await ledger.findAccount(db, { merchantNo, currency, bucket: 'available' }))?.balance ?? 0n;
}

/** What the daily limit of a currency still allows on the Beijing day of `now` (null: no limit). */
async function limitLeft(db: Executor, merchantNo: string, currency: Currency, now: Date): Promise<bigint | null> {
  const limit = dailyLimit(currency);
  if (limit === null) return null;
  const today = presetRange('today', now);
  const used = (await store.usedBetween(db, merchantNo, today.from, today.to, currency)).get(currency) ?? 0n;
  return limit - used;
}

/** The amount page's live figures: rate, fee split, what is debited and received, balance and limit left. */
export async function quoteTransfer(db: Executor, pricing: Pricing, input: { merchantNo: string; body: TransferQuoteBody; now: Date }): Promise<TransferQuote> {
  const payee = await getPayeeForTransfer(db, [input.merchantNo], input.body.payeeId);
  const a = await computeAmounts(pricing, payee, input.body, input.now);
  const left = await limitLeft(db, input.merchantNo, a.send, input.now);
  const available = await availableOf(db, input.merchantNo, a.send);
  return {
    payeeId: payee.payee.id,
    sendCurrency: a.send,
    receiveCurrency: a.receive,
    rate: a.rate,
    sendAmount: fromMinor(a.sendAmount, a.send),
    receiveAmount: fromMinor(a.receiveAmount, a.receive),
    fee: fromMinor(a.fee, a.send),
    senderFee: fromMinor(a.senderFee, a.send),
    recipientFee: fromMinor(a.recipientFee, a.send),
    debitAmount: fromMinor(a.debit, a.send),
    feeBearing: input.body.feeBearing,
    available: fromMinor(available, a.send),
    insufficient: a.debit > available,
    limitLeft: left === null ? null : fromMinor(left > 0n ? left : 0n, a.send),
  };
}

export interface Submitter {
  userId: number;
  name: string;
  ip?: string;
  userAgent?: string;
}

export interface SubmitInput {
  merchantNo: string;
  body: Omit<TransferSubmitBody, 'paymentPassword'>;
  submitter: Submitter;
  pricing: Pricing;
  now: Date;
  lang: Language;
  /** a batch's transfers share its number as their submission's ledger reference */
  batchNo?: string;
}

/**
 * Submit one transfer in `tx` (the idempotent route's transaction): the row, the pre-deduction
 * (INSUFFICIENT_BALANCE when short), the daily limit, and the approval flow when a condition matches.
 */
export async function submitTransfer(tx: Tx, input: SubmitInput): Promise<Transfer> {
  const { body, now, merchantNo } = input;
  // the payee row stays share-locked to the commit: a delete waits for this transfer, then sees it
  const payee = await getPayeeForTransfer(tx, [merchantNo], body.payeeId, { lock: true });
  const a = await computeAmounts(input.pricing, payee, body, now);
  if (body.scheduledDate) {
    const problem = scheduleDateProblem(body.scheduledDate, now);
    if (problem) throw fieldError('scheduledDate', problem);
  }
  let certificate: { id: string; fileName: string } | null = null;
  if (body.certificateFileId) {
    certificate = await store.fileOf(tx, merchantNo, body.certificateFileId);
    if (!certificate) throw fieldError('certificateFileId', 'transfer.certificateNotFound');
  }
  const row = await store.insertTransfer(tx, {
    serialNo: newSerial('TR', now),
    merchantNo,
    batchNo: input.batchNo ?? null,
    merchantReference: body.merchantReference || null,
    status: 'processing',
    payeeId: payee.payee.id,
    payeeName: payee.payee.name,
    payeeNickname: payee.payee.nickname,
    payeeBank: payee.payee.bankName,
    payeeAccount: payee.payee.accountMask,
    payeeCountry: payee.country,
    payeeSnapshot: payee.snapshot,
    method: payee.method,
    sendCurrency: a.send,
    sendAmount: a.sendAmount,
    receiveCurrency: a.receive,
    receiveAmount: a.receiveAmount,
    rate: a.rate,
    fee: a.fee,
    senderFee: a.senderFee,
    debitAmount: a.debit,
    feeBearing: body.feeBearing,
    purpose: body.purpose,
    certificateFileId: certificate?.id ?? null,
    certificateName: certificate?.fileName ?? null,
    scheduledDate: body.scheduledDate ?? null,
    dueAt: body.scheduledDate ? transferRunAt(body.scheduledDate) : now,
    submitterUserId: input.submitter.userId,
    submitterName: input.submitter.name,
    createdAt: now,
  });
  await ledger.post(tx, {
    kind: 'transfer.submit',
    reference: input.batchNo ?? row.serialNo,
    merchantNo,
    at: now,
    postings: ledger.payoutPostings.freeze(merchantNo, a.send, a.debit),
  });
  // after the post: the available account's row lock orders concurrent submissions, so this sum
  // sees every transfer of the same currency committed before this one
  const left = await limitLeft(tx, merchantNo, a.send, now);
  if (left !== null && left < 0n) throw new AppError(Codes.TRANSFER_LIMIT_EXCEEDED, { params: { currency: a.send, limit: TRANSFER_DAILY_LIMITS[a.send] } });

  const approval = await startApproval(tx, [merchantNo], {
    subjectType: TRANSFER_SUBJECT,
    subjectId: row.serialNo,
    submitterUserId: input.submitter.userId,
    currency: a.send,
    amountMinor: a.sendAmount,
    now,
    rates: input.pricing.rates,
  });
  const status = approval.required ? 'pending_approval' : body.scheduledDate ? 'scheduled' : 'processing';
  const approvalFlowId = approval.required ? approval.flowId : null;
  await store.updateTransfer(tx, row.id, { status, approvalFlowId });
  await audit(tx, {
    userId: input.submitter.userId,
    merchantNo,
    action: 'transfer.submit',
    target: row.serialNo,
    summary: { status, sendCurrency: a.send, sendAmount: fromMinor(a.sendAmount, a.send), payeeId: row.payeeId, batchNo: input.batchNo ?? null },
    ip: input.submitter.ip,
    userAgent: input.submitter.userAgent,
  });
  return toDto({ ...row, status, approvalFlowId }, input.lang);
}

export async function listTransfers(db: Executor, scope: string[], q: TransferListQuery & { lang: Language }): Promise<TransferPage> {
  const { rows, total } = await store.listTransfers(db, scope, q);
  return { content: rows.map((r) => toDto(r, q.lang)), total, page: q.page, size: q.size };
}

export async function getTransfer(db: Executor, scope: string[], id: number, lang: Language): Promise<Transfer> {
  const row = await store.transferById(db, scope, id);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return toDto(row, lang);
}

/** An approver's decision on a transfer waiting for approval (the engine applies every rule). */
export async function decideTransfer(
  db: Db,
  scope: string[],
  input: { id: number; userId: number; decision: 'approve' | 'reject'; reason?: string; now: Date; ip?: string; userAgent?: string; lang: Language },
): Promise<Transfer> {
  const row = await store.transferById(db, scope, input.id);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  if (row.status !== 'pending_approval' || row.approvalFlowId === null) throw new AppError(Codes.APPROVAL_FLOW_CLOSED);
  await decide(db, scope, {
    flowId: row.approvalFlowId,
    userId: input.userId,
    decision: input.decision,
    reason: input.reason,
    now: input.now,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  return getTransfer(db, scope, input.id, input.lang);
}

/** Per-currency daily limits and what today's submitted transfers leave of them (Beijing day). */
export async function availableLimits(db: Executor, merchantNo: string, now: Date): Promise<AvailableLimitList> {
  const today = presetRange('today', now);
  const used = await store.usedBetween(db, merchantNo, today.from, today.to);
  const content = (Object.keys(TRANSFER_DAILY_LIMITS) as Currency[]).map((currency) => {
    const limit = dailyLimit(currency)!;
    const u = used.get(currency) ?? 0n;
    const left = limit - u;
    return { currency, limit: fromMinor(limit, currency), used: fromMinor(u, currency), left: fromMinor(left > 0n ? left : 0n, currency) };
  });
  return { date: businessDate(now), content };
}

/**
 * Batch uploads as imports of the upload details page (kind `transfer-batch`): the newest `limit` in
 * the filter and the count. The error report is the batch report route (a path under /api and its family).
 */
export async function listBatchImports(db: Executor, f: store.BatchImportFilter & { limit: number }) {
  const { rows, total } = await store.listBatchImports(db, f);
  const items = rows.map((b) => ({
    kind: 'transfer-batch' as const,
    id: b.id,
    reference: b.batchNo,
    merchantNo: b.merchantNo,
    fileName: b.fileName,
    status: b.status,
    progress: progressOf(b),
    rowCount: b.rowCount,
    errorCount: Number(b.errorCount),
    createdAt: b.createdAt,
    reportUrl: Number(b.errorCount) > 0 ? `/transfer/batch/report?id=${b.id}` : null,
  }));
  return { items, total };
}

/** The global search's lookup of transfers (modules/search): by exact id or prefix, within the scope, read off indexes. */
export { searchTransfers } from './store.ts';

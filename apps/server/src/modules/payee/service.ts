import { Codes } from '@crossbill/contracts/codes';
import {
  accountDetailsChanged,
  accountDetailsOf,
  accountIdentifier,
  BANK_SEARCH_MIN,
  maskAccount,
  payeeInput,
  payeeSave,
  PAYEE_FILE_MAX_BYTES,
  PAYEE_FILE_TYPES,
  snapshotOf,
  type Bank,
  type Payee,
  type PayeeListQuery,
  type PayeePage,
  type PayeePurpose,
  type PayeeSaveInput,
  type PayeeSaveValues,
  type PayeeSnapshot,
} from '@crossbill/contracts/payee';
import { bankDirectory } from '@crossbill/contracts/bank-directory';
import { ACCOUNT_FIELDS, compactAccount, confirmFieldOf, countryRule, type PayoutMethod } from '@crossbill/contracts/payout-rules';
import { isFileId } from '@crossbill/contracts/upload';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../access/service.ts';
import { verifyPaymentPassword } from '../identity/service.ts';
import * as merchant from '../merchant/service.ts';
import { checkFile } from '../upload/service.ts';
import { sameName, sandboxBankRegistry, type BankRegistry } from './bank-registry.ts';
import * as store from './store.ts';
import type { PayeeRow } from './store.ts';

/** Spec 5 for payee files: jpg, jpeg or png judged by the bytes, within the payee limit. */
const PAYEE_FILE_RULE = { exts: PAYEE_FILE_TYPES, maxBytes: PAYEE_FILE_MAX_BYTES, label: PAYEE_FILE_TYPES.join(', ') };

export { sandboxBankRegistry, type BankRegistry } from './bank-registry.ts';

/** Load the shipped bank directory (idempotent: an upsert keyed by SWIFT). */
export async function syncBankDirectory(db: Executor): Promise<number> {
  const records = bankDirectory();
  await store.upsertBanks(db, records);
  return records.length;
}

/** Spec 5: a search by bank name or SWIFT needs at least 3 characters. */
export async function searchBanks(db: Executor, q: { keyword: string; country?: string }): Promise<Bank[]> {
  const keyword = q.keyword.trim();
  if (keyword.length < BANK_SEARCH_MIN) throw fieldError('keyword', 'payee.bankSearchMin');
  return store.searchBanks(db, keyword, q.country, 20);
}

async function withAttachments(db: Executor, rows: PayeeRow[]): Promise<Payee[]> {
  const files = await store.attachmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    merchantNo: r.merchantNo,
    purpose: r.purpose,
    category: r.category,
    entityType: r.entityType,
    currency: r.currency,
    country: r.country,
    method: r.method,
    accountFormat: r.accountFormat,
    name: r.name,
    idNumber: r.idNumber,
    address: r.address,
    bankName: r.bankName,
    swift: r.swift,
    ...Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, r[f] ?? null])),
    nickname: r.nickname,
    isDefault: r.isDefault,
    accountMask: maskAccount(accountIdentifier(r)),
    attachments: files.filter((f) => f.payeeId === r.id).map(({ id, fileName, size }) => ({ id, fileName, size })),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  })) as Payee[];
}

export async function listPayees(db: Executor, scope: string[], purpose: PayeePurpose, q: PayeeListQuery): Promise<PayeePage> {
  const { rows, total } = await store.listPayees(db, scope, purpose, q);
  return { content: await withAttachments(db, rows), total, page: q.page, size: q.size };
}

export async function getPayee(db: Executor, scope: string[], purpose: PayeePurpose, id: number): Promise<Payee> {
  const row = await store.payeeById(db, scope, purpose, id);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return (await withAttachments(db, [row]))[0]!;
}

/** The stored columns of valid input: the account details as stored (contracts' `accountDetailsOf`), nickname and default flag. */
function columnsOf(v: PayeeSaveValues, purpose: PayeePurpose): store.PayeeFields {
  return { ...accountDetailsOf(v, purpose), nickname: v.nickname, isDefault: v.isDefault };
}

export interface SavePayeeInput {
  merchantNo: string;
  purpose: PayeePurpose;
  payee: PayeeSaveInput;
  /** the acting person's payment password: an edit of account details needs it */
  paymentPassword?: string;
  actor: Actor;
  now: Date;
  /** the receiving banks' account-name lookup; the sandbox's by default */
  registry?: BankRegistry;
}

/** Rules that need the database or another service: legal name, bank registry, nickname, files. */
async function checkRules(db: Executor, input: SavePayeeInput, cols: store.PayeeFields, attachmentIds: string[], exceptId?: number) {
  // settlement is paid to bank accounts only
  if (input.purpose === 'settlement' && cols.method !== 'local' && cols.method !== 'swift') throw fieldError('method', 'payee.invalid.method');
  // spec 3/5: an own company account is held in the company's legal name
  if (cols.category === 'own' && cols.entityType === 'corporate') {
    const legal = (await merchant.merchantInfo(db, input.merchantNo)).merchantName;
    if (!sameName(legal, cols.name)) throw fieldError('name', 'payee.legalNameMismatch', { name: legal });
  }
  // spec 5: an Indonesian company holder name must match the bank's registration
  if (countryRule(cols.country)?.registryCheck && cols.entityType === 'corporate' && cols.method === 'local') {
    const registered = await (input.registry ?? sandboxBankRegistry).holderName({
      country: cols.country,
      bankCode: cols.bankCode ?? '',
      accountNumber: cols.accountNumber ?? '',
    });
    if (registered === null) throw fieldError('accountNumber', 'payee.registryNotFound');
    if (!sameName(registered, cols.name)) throw fieldError('name', 'payee.registryMismatch');
  }
  if (await store.nicknameTaken(db, input.merchantNo, cols.nickname, exceptId)) throw fieldError('nickname', 'payee.nicknameTaken');
  const owned = await store.ownFiles(db, input.merchantNo, attachmentIds);
  if (owned.length !== new Set(attachmentIds).size) throw fieldError('attachmentIds', 'payee.fileNotFound');
}

function parse(input: PayeeSaveInput): PayeeSaveValues {
  const parsed = payeeSave.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw fieldError(first.path.join('.'), first.message);
  }
  return parsed.data;
}

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

function auditSummary(p: PayeeRow) {
  return {
    nickname: p.nickname,
    country: p.country,
    currency: p.currency,
    method: p.method,
    account: maskAccount(accountIdentifier(p)),
    isDefault: p.isDefault,
  };
}

/** Spec 5, 8: the account identifier typed twice; required when it is new (every add, an edit that changes it). */
function checkConfirmation(values: PayeeSaveValues, cols: store.PayeeFields, before: PayeeRow | null) {
  const field = confirmFieldOf(cols.country, cols.method, cols.accountFormat);
  if (!field) return;
  if (before && (before[field] ?? null) === (cols[field] ?? null)) return;
  if (!values.accountConfirm) throw fieldError('accountConfirm', 'validation.required');
  // a mismatch is the schema's (payeeSave); kept here too for callers that skip it
  if (compactAccount(values.accountConfirm) !== (cols[field] ?? '')) throw fieldError('accountConfirm', 'payee.accountConfirmMismatch');
}

export async function createPayee(db: Db, input: SavePayeeInput): Promise<Payee> {
  const values = parse(input.payee);
  const cols = columnsOf(values, input.purpose);
  checkConfirmation(values, cols, null);
  try {
    const row = await db.transaction(async (tx) => {
      await checkRules(tx, input, cols, values.attachmentIds);
      if (cols.isDefault) await store.clearDefault(tx, input.merchantNo, input.purpose, cols.currency);
      const created = await store.insertPayee(tx, {
        ...cols,
        merchantNo: input.merchantNo,
        purpose: input.purpose,
        createdAt: input.now,
        updatedAt: input.now,
      });
      await store.setAttachments(tx, created.id, [...new Set(values.attachmentIds)]);
      await audit(tx, {
        ...input.actor,
        merchantNo: input.merchantNo,
        action: `payee.${input.purpose}.create`,
        target: String(created.id),
        summary: auditSummary(created),
      });
      return created;
    });
    return getPayee(db, [input.merchantNo], input.purpose, row.id);
  } catch (e) {
    // two saves racing for one nickname: the unique index decides
    if (isUniqueViolation(e)) throw fieldError('nickname', 'payee.nicknameTaken');
    throw e;
  }
}

/**
 * Edit a payee. A change of account details (contracts' ACCOUNT_DETAIL_FIELDS: where money goes;
 * the nickname, the default flag and the files are the merchant's own bookkeeping) needs the person's payment
 * password: PAYMENT_PASSWORD_REQUIRED without one (the form then asks for it), and a wrong one
 * counts towards the lock like a transfer's. Transfers already submitted keep their snapshot.
 */
export async function updatePayee(db: Db, input: SavePayeeInput & { id: number; freshFactor?: () => Promise<void> }): Promise<Payee> {
  const values = parse(input.payee);
  const cols = columnsOf(values, input.purpose);
  const current = await store.payeeById(db, [input.merchantNo], input.purpose, input.id);
  if (!current) throw new AppError(Codes.NOT_FOUND);
  checkConfirmation(values, cols, current);
  // the password first and outside the edit's transaction: a wrong entry counts whatever follows
  let verified = false;
  if (accountDetailsChanged(current, cols)) {
    if (!input.paymentPassword) throw new AppError(Codes.PAYMENT_PASSWORD_REQUIRED);
    if (input.actor.userId === null) throw new AppError(Codes.FORBIDDEN);
    // where money goes: a person with an authenticator proves it afresh too (identity step-up)
    await input.freshFactor?.();
    await verifyPaymentPassword(db, {
      userId: input.actor.userId,
      merchantNo: input.merchantNo,
      pin: input.paymentPassword,
      client: { ip: input.actor.ip ?? '', userAgent: input.actor.userAgent ?? '' },
      now: input.now,
    });
    verified = true;
  }
  try {
    await db.transaction(async (tx) => {
      const before = await store.lockPayee(tx, input.merchantNo, input.purpose, input.id);
      if (!before) throw new AppError(Codes.NOT_FOUND);
      // another edit may have landed since the read above: judge against the locked row
      if (!verified && accountDetailsChanged(before, cols)) throw new AppError(Codes.PAYMENT_PASSWORD_REQUIRED);
      checkConfirmation(values, cols, before);
      await checkRules(tx, input, cols, values.attachmentIds, input.id);
      if (cols.isDefault) await store.clearDefault(tx, input.merchantNo, input.purpose, cols.currency, input.id);
      const after = await store.updatePayee(tx, input.id, { ...cols, updatedAt: input.now });
      await store.setAttachments(tx, input.id, [...new Set(values.attachmentIds)]);
      await audit(tx, {
        ...input.actor,
        merchantNo: input.merchantNo,
        action: `payee.${input.purpose}.update`,
        target: String(input.id),
        summary: { before: auditSummary(before), after: auditSummary(after), accountDetailsChanged: verified },
      });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('nickname', 'payee.nicknameTaken');
    throw e;
  }
  return getPayee(db, [input.merchantNo], input.purpose, input.id);
}

/**
 * A check another module makes before a payee goes (the transfer module: no transfer waiting for
 * approval or scheduled to it), in the delete's transaction with the payee row locked; it throws to
 * refuse. Registered at composition, like the approval engine's finished-hooks.
 */
export type PayeeDeleteGuard = (tx: Tx, payee: { merchantNo: string; purpose: PayeePurpose; id: number }) => Promise<void>;
const deleteGuards: PayeeDeleteGuard[] = [];
export function onPayeeDelete(guard: PayeeDeleteGuard): () => void {
  deleteGuards.push(guard);
  return () => void deleteGuards.splice(deleteGuards.indexOf(guard), 1);
}

/** Delete (kept for the payments that used it): it leaves every list and can no longer be paid. */
export async function deletePayee(db: Db, input: { merchantNo: string; purpose: PayeePurpose; id: number; actor: Actor; now: Date }): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const before = await store.lockPayee(tx, input.merchantNo, input.purpose, input.id);
    if (!before) throw new AppError(Codes.NOT_FOUND);
    for (const guard of deleteGuards) await guard(tx, { merchantNo: input.merchantNo, purpose: input.purpose, id: input.id });
    await store.updatePayee(tx, input.id, { deletedAt: input.now, isDefault: false, updatedAt: input.now });
    await audit(tx, {
      ...input.actor,
      merchantNo: input.merchantNo,
      action: `payee.${input.purpose}.delete`,
      target: String(input.id),
      summary: auditSummary(before),
    });
  });
}

/**
 * Store one payee file. Spec 5: jpg, jpeg or png only, judged by the bytes (not the name), within
 * the size limit. Answers the id to put in the payee's `attachmentIds`.
 */
export async function uploadPayeeFile(db: Db, files: FileStore, input: { merchantNo: string; fileName: string; body: Buffer; actor: Actor }) {
  const checked = await checkFile(PAYEE_FILE_RULE, input.body);
  const extension = input.fileName.split('.').pop()?.toLowerCase() ?? '';
  // payee's own answers (codes of its API) for the shared check's problems; the name must say an image too
  if (checked.problem?.messageKey === 'upload.noFile') throw new AppError(Codes.UPLOAD_NO_FILE);
  if (checked.problem?.messageKey === 'upload.size') throw new AppError(Codes.PAYLOAD_TOO_LARGE);
  if (checked.problem || !(PAYEE_FILE_TYPES as readonly string[]).includes(extension))
    throw new AppError(Codes.UPLOAD_TYPE_NOT_ALLOWED, { params: { type: PAYEE_FILE_TYPES.join(', ') } });
  const fileName = input.fileName.replace(/[^\w.\- ]/g, '_').slice(-120);
  const id = await files.put(db, { merchantNo: input.merchantNo, fileName, contentType: checked.mime, body: input.body });
  await audit(db, { ...input.actor, merchantNo: input.merchantNo, action: 'payee.file.upload', target: id, summary: { fileName, size: input.body.length } });
  return { id, fileName, size: input.body.length };
}

/** A payee file, when it is attached to a payee in scope. */
export async function openPayeeFile(db: Executor, files: FileStore, scope: string[], fileId: string) {
  if (!isFileId(fileId) || (await store.payeeOfFile(db, scope, fileId)) === null) return null;
  return files.open(db, fileId, scope);
}

export interface PayoutPayee {
  payee: Payee;
  currency: string;
  country: string;
  method: PayoutMethod;
  /** the account identifier the money goes to (IBAN, account number, CLABE, wallet id, pickup partner) */
  account: string;
  /** everything the payout rail uses, for a transfer to keep */
  snapshot: PayeeSnapshot;
}

/**
 * What a transfer needs of a payee: the live transfer payee in scope, re-checked against today's
 * rules (a payee saved under older rules is refused rather than paid), with its payout currency,
 * country, method and snapshot. NOT_FOUND for another merchant's or a deleted payee. `lock` (a
 * submission, in its transaction) holds the payee row shared until commit, so that a delete
 * waits and then sees the new transfer.
 */
export async function getPayeeForTransfer(db: Executor, scope: string[], id: number, o: { lock?: boolean } = {}): Promise<PayoutPayee> {
  if (o.lock && !(await store.sharePayee(db, scope, 'transfer', id))) throw new AppError(Codes.NOT_FOUND);
  return payoutPayee(db, scope, 'transfer', id);
}

/** One of the merchant's own settlement accounts, for a disbursement. */
export async function getOwnAccountForDisbursement(db: Executor, merchantNo: string, id: number): Promise<PayoutPayee> {
  return payoutPayee(db, [merchantNo], 'settlement', id);
}

async function payoutPayee(db: Executor, scope: string[], purpose: PayeePurpose, id: number): Promise<PayoutPayee> {
  const payee = await getPayee(db, scope, purpose, id);
  const recheck = payeeInput.safeParse({ ...nullsToUndefined(payee), attachmentIds: payee.attachments.map((a) => a.id) });
  if (!recheck.success) throw fieldError('payeeId', recheck.error.issues[0]!.message);
  return { payee, currency: payee.currency, country: payee.country, method: payee.method, account: accountIdentifier(payee), snapshot: snapshotOf(payee) };
}

const nullsToUndefined = (p: Payee) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, v === null ? undefined : v]));

/** The global search's lookup of settlement payees (modules/search): by exact id or prefix, within the scope, read off indexes. */
export { searchPayees } from './store.ts';

import { Codes } from '@crossbill/contracts/codes';
import type { Language } from '@crossbill/contracts/constants';
import { fromMinor, isCurrency, type Currency } from '@crossbill/contracts/money';
import { kindLabelKey, PAYOUT_DEFAULT_CURRENCIES, type PayoutActivationResult, type StatementPage, type WalletBalance } from '@crossbill/contracts/wallet';
import { filterRange, type DatePreset } from '@crossbill/contracts/business-time';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { t } from '../../platform/i18n.ts';
import { audit } from '../../platform/audit/audit.ts';
import * as ledger from '../ledger/service.ts';
import * as merchant from '../merchant/service.ts';
import type { Actor } from '../access/service.ts';

/** The entry kind of added funds arriving (external bank → the merchant's available balance). */
export const INBOUND_CREDIT = 'wallet.inbound_credit';

export const money = (minor: bigint, currency: string) => (isCurrency(currency) ? fromMinor(minor, currency) : minor.toString());

interface Totals {
  available: bigint;
  toBeSettled: bigint;
  frozen: bigint;
  margin: bigint;
  owed: bigint;
  total: bigint;
}

/** Balances per currency over the scope (a group reads its members' summed), with hidden flags. */
export async function balanceList(db: Executor, scope: string[], q: { operatorId: number | null }): Promise<WalletBalance[]> {
  const [rows, display] = await Promise.all([ledger.balances(db, { scope }), q.operatorId ? merchant.displayCurrenciesOf(db, q.operatorId) : null]);
  const byCurrency = new Map<string, Totals>();
  for (const r of rows) {
    const b = byCurrency.get(r.currency) ?? { available: 0n, toBeSettled: 0n, frozen: 0n, margin: 0n, owed: 0n, total: 0n };
    b.available += r.available;
    b.toBeSettled += r.toBeSettled;
    b.frozen += r.frozen;
    b.margin += r.margin;
    b.owed += r.owed;
    b.total += r.total;
    byCurrency.set(r.currency, b);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, b]) => ({
      currency,
      available: money(b.available, currency),
      toBeSettled: money(b.toBeSettled, currency),
      frozen: money(b.frozen, currency),
      margin: money(b.margin, currency),
      owed: money(b.owed, currency),
      total: money(b.total, currency),
      // a currency holding money is shown whatever the setting says: money may have arrived after it was hidden
      hidden: display !== null && !display.includes(currency) && !holdsMoney(b),
    }));
}

// a currency the merchant owes in counts too: its debt must stay in sight
const holdsMoney = (b: Omit<Totals, 'total'>) => b.available !== 0n || b.toBeSettled !== 0n || b.frozen !== 0n || b.margin !== 0n || b.owed !== 0n;

/**
 * Currency display settings: show `currencies`, hide the merchant's other currencies. Hiding a
 * currency that holds money in any balance (available, to be settled, frozen or margin) is refused
 * (spec 8), and nothing is stored then. This is the only way to hide a currency (the profile
 * preferences do not take the list).
 */
export async function setDisplayCurrencies(
  db: Db,
  scope: string[],
  input: { operatorId: number; merchantNo: string; currencies: string[]; actor: Actor; now: Date },
): Promise<{ displayCurrencies: string[] }> {
  const shown = [...new Set(input.currencies)].sort();
  const rows = await ledger.balances(db, { scope });
  const refused = [...new Set(rows.filter((r) => holdsMoney(r) && !shown.includes(r.currency)).map((r) => r.currency))].sort();
  if (refused.length > 0) throw new AppError(Codes.BALANCE_NOT_ZERO, { data: { currencies: refused } });
  const after = await merchant.updateProfile(db, {
    operatorId: input.operatorId,
    merchantNo: input.merchantNo,
    patch: { displayCurrencies: shown },
    actor: input.actor,
    now: input.now,
  });
  return { displayCurrencies: (after.displayCurrencies as string[] | undefined) ?? shown };
}

/** The statement of one currency's available account of the current merchant, newest first. */
export async function balanceStatement(
  db: Db,
  merchantNo: string,
  q: { currency: string; page: number; size: number; preset?: DatePreset; beginTime?: string; endTime?: string; kind?: string; lang: Language; now: Date },
): Promise<StatementPage> {
  if (!isCurrency(q.currency)) throw new AppError(Codes.NOT_FOUND);
  const range = filterRange(q, q.now);
  const empty: StatementPage = { currency: q.currency, content: [], total: 0, page: q.page, size: q.size };
  // one snapshot: the stored balance and the postings it is walked back over must agree
  return db.transaction(
    async (tx) => {
      const account = await ledger.findAccount(tx, { merchantNo, currency: q.currency, bucket: 'available' });
      if (!account) return empty;
      const { lines, total } = await ledger.statement(tx, { account, ...range, kind: q.kind || undefined, limit: q.size, offset: (q.page - 1) * q.size });
      if (total === 0) return empty;
      const shared = await ledger.referenceCounts(tx, { account, references: lines.map((l) => l.reference) });
      return {
        ...empty,
        total,
        content: lines.map((l) => ({
          id: l.id,
          time: l.at.toISOString(),
          kind: l.kind,
          kindLabel: kindLabel(q.lang, l.kind),
          reference: l.reference,
          amount: money(l.amount, q.currency),
          balance: money(l.balanceAfter, q.currency),
          batchSize: shared.get(l.reference) ?? 1,
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export function kindLabel(lang: Language, kind: string): string {
  const key = kindLabelKey(kind);
  const label = t(lang, key);
  return label === key ? kind : label;
}

/**
 * Added funds arriving: external bank → the merchant's available balance. Idempotent by the bank's
 * own transaction id (per merchant): the same id again books nothing and returns the first entry.
 * The payer's reference (the merchant's funding reference, usually) is the same on every payment,
 * so it never decides whether one is new.
 */
export async function bookInboundCredit(
  db: Db,
  input: { merchantNo: string; currency: string; amount: bigint; bankTransactionId: string; payerReference?: string; at: Date },
): Promise<{ entryId: number; created: boolean }> {
  if (!isCurrency(input.currency)) throw new AppError(Codes.BAD_REQUEST);
  if (input.amount <= 0n) throw new AppError(Codes.BAD_REQUEST);
  if (!input.bankTransactionId.trim()) throw new AppError(Codes.BAD_REQUEST);
  if ((await merchant.merchantFlags(db, input.merchantNo)).merchantType === null) throw new AppError(Codes.NOT_FOUND);
  const currency: Currency = input.currency;
  return db.transaction(async (tx) => {
    const account = await ledger.ensureAccount(tx, { merchantNo: input.merchantNo, currency, bucket: 'available' });
    // the account's row lock serialises credits of one merchant and currency: the bank id check holds
    await ledger.lockAccounts(tx as Tx, [account.id]);
    const existing = await ledger.entryByReference(tx, { kind: INBOUND_CREDIT, reference: input.bankTransactionId, merchantNo: input.merchantNo });
    if (existing) return { entryId: existing.id, created: false };
    const { entry } = await ledger.post(tx as Tx, {
      kind: INBOUND_CREDIT,
      reference: input.bankTransactionId,
      merchantNo: input.merchantNo,
      at: input.at,
      postings: [
        { account: { merchantNo: null, currency, bucket: 'external_bank' }, amount: -input.amount },
        { account: account.id, amount: input.amount },
      ],
    });
    await audit(tx, {
      userId: null,
      merchantNo: input.merchantNo,
      action: 'wallet.inboundCredit',
      target: String(entry.id),
      summary: {
        currency,
        amount: fromMinor(input.amount, currency),
        bankTransactionId: input.bankTransactionId,
        payerReference: input.payerReference ?? null,
      },
    });
    return { entryId: entry.id, created: true };
  });
}

/** Only ensure the merchant's available account of a currency (a zero balance that lists). */
export async function openCurrency(db: Executor, merchantNo: string, currency: string): Promise<void> {
  await ledger.ensureAccount(db, { merchantNo, currency, bucket: 'available' });
}

/**
 * Payout activation from /guide: the merchant's payout business line (merchant rules) and its
 * default wallet accounts at zero (spec 9: USD, EUR, GBP, HKD, CNH), in one transaction.
 */
export async function activatePayout(db: Db, input: { merchantNo: string; actor: Actor; now: Date }): Promise<PayoutActivationResult> {
  return db.transaction(async (tx) => {
    const { businessTypes } = await merchant.activatePayoutLine(tx, input);
    for (const currency of PAYOUT_DEFAULT_CURRENCIES) await ledger.ensureAccount(tx, { merchantNo: input.merchantNo, currency, bucket: 'available' });
    return { businessTypes, currencies: [...PAYOUT_DEFAULT_CURRENCIES] };
  });
}

import crypto from 'node:crypto';
import { RECURRING_DECLINE, TEST_CARDS, recurringApproves } from '@crossbill/contracts/card';
import { Codes } from '@crossbill/contracts/codes';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { applyRollups, bookCapture, event, rollupMove, type EventSource } from './effects.ts';
import { announce } from './announce.ts';
import { newArn, newTransactionId } from './rules.ts';
import { screenRow, type PaymentScreen } from './screen.ts';
import * as store from './store.ts';
import type { CardTokenRow, TransactionRow } from './store.ts';

export type { CardTokenRow } from './store.ts';

/**
 * The sandbox card vault (payment/schema.ts card_tokens): a card is stored at an approved
 * customer-initiated payment and charged later by the merchant. A merchant-initiated charge is a
 * real transaction like any other (ledger entry, rollups, timeline), flagged `initiator = merchant`
 * and linked to its subscription; the token's recurring profile (the test card's) decides it. It
 * passes the same risk screen as the first payment did (screen.ts): a card or customer e-mail put
 * on a blacklist since declines the charge before the scheme sees it.
 */

const ECI_NONE = '07';

/** Store the card of a payment just approved (its row in `tx`); the number is read here for the profile and dropped. */
export async function vaultCard(
  tx: Tx,
  p: TransactionRow,
  card: { number: string; expiryMonth: number; expiryYear: number },
  now: Date,
): Promise<CardTokenRow> {
  return store.insertToken(tx, {
    tokenId: `TK${crypto.randomBytes(12).toString('hex').toUpperCase()}`,
    merchantNo: p.merchantNo,
    cardBin: p.cardBin!,
    cardLast4: p.cardLast4!,
    brand: p.paymentMethod,
    cardCountry: p.cardCountry,
    cardHash: p.cardHash,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    firstTransactionId: p.transactionId,
    schemeReference: p.channelResponseId ?? p.transactionId,
    recurring: TEST_CARDS[card.number]?.recurring ?? null,
    approvedCharges: 1,
    createdAt: now,
  });
}

export const tokenOf = (db: Executor, q: { merchantNo: string; tokenId: string }): Promise<CardTokenRow | null> => store.selectToken(db, q);

export interface TokenCharge {
  merchantNo: string;
  tokenId: string;
  amount: bigint;
  currency: string;
  /** unique per merchant like any order ID: one charge per subscription, plan, cycle and attempt */
  merchantOrderId: string;
  subscriptionId: string;
  description?: string;
  /** the customer's e-mail (screened like the first payment's, kept on the transaction) */
  customerEmail?: string | null;
}

/**
 * A merchant-initiated charge against a stored card, decided at once (sale): screened first (a
 * blacklist hit declines it with the list's reason, and the card's profile is not consulted: the
 * scheme never saw it); approved, it books the capture; declined (the profile's turn, or the card
 * expired since), it is a failed transaction with the scheme's code. The token row is locked while
 * its counters move.
 */
export async function chargeToken(tx: Tx, q: TokenCharge, c: { now: Date; source: EventSource; screen: PaymentScreen }): Promise<TransactionRow> {
  const token = await store.selectToken(tx, { merchantNo: q.merchantNo, tokenId: q.tokenId, lock: true });
  if (!token) throw new AppError(Codes.NOT_FOUND);
  const month = c.now.getUTCFullYear() * 12 + c.now.getUTCMonth() + 1;
  const expired = token.expiryYear * 12 + token.expiryMonth < month;
  const approved = !expired && recurringApproves(token.recurring, { approved: token.approvedCharges, declined: token.declinedCharges });
  const decline = expired ? { responseCode: '54', responseMessage: 'Expired card' } : RECURRING_DECLINE;
  const screened = await screenRow(
    tx,
    c.screen,
    {
      transactionId: newTransactionId('T', c.now),
      merchantNo: q.merchantNo,
      merchantOrderId: q.merchantOrderId,
      type: 'sale',
      status: approved ? 'succeeded' : 'failed',
      amount: q.amount,
      capturedAmount: approved ? q.amount : 0n,
      currency: q.currency,
      paymentMethod: token.brand,
      cardBin: token.cardBin,
      cardLast4: token.cardLast4,
      cardCountry: token.cardCountry,
      cardHash: token.cardHash,
      customerEmail: q.customerEmail ?? null,
      eci: ECI_NONE,
      threeDs: 'none',
      description: q.description ?? null,
      channelRequestId: token.schemeReference,
      channelResponseId: `CRS${crypto.randomInt(0, 1e12).toString().padStart(16, '0')}`,
      responseCode: approved ? '00' : decline.responseCode,
      responseMessage: approved ? 'Approved' : decline.responseMessage,
      arn: approved ? newArn() : null,
      initiator: 'merchant',
      subscriptionId: q.subscriptionId,
      completedAt: c.now,
      createdAt: c.now,
      updatedAt: c.now,
    },
    { kind: 'card', cardHash: token.cardHash, email: q.customerEmail },
    c.now,
  );
  const [created] = await store.insertTransactions(tx, [screened.row]);
  if (!created) throw new AppError(Codes.DUPLICATE_ORDER);
  let r = created;
  const events = [event(r, 'created', { status: 'pending', amount: r.amount, note: 'merchant-initiated', source: c.source, at: c.now })];
  events.push(event(r, r.status, { status: r.status, amount: r.amount, note: r.responseMessage ?? undefined, source: c.source, at: c.now }));
  if (r.status === 'succeeded') {
    const entryId = await bookCapture(tx, { ...r, amount: r.amount, at: c.now });
    r = await store.updateTransaction(tx, r.id, { ledgerEntryId: entryId });
  }
  await applyRollups(tx, rollupMove(null, r));
  await store.insertEvents(tx, events);
  await announce(tx, null, r, c.now);
  if (!screened.blocked) await store.countTokenCharge(tx, token.id, approved);
  return r;
}

/** Link a transaction made for a subscription by another service (a refund of one of its cycles) to it. */
export const linkSubscription = (tx: Tx, r: TransactionRow, subscriptionId: string): Promise<TransactionRow> =>
  store.updateTransaction(tx, r.id, { subscriptionId });

import { Codes } from '@crossbill/contracts/codes';
import { isCurrency, MoneyError, toMinor } from '@crossbill/contracts/money';
import { audit } from '../../platform/audit/audit.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import type { Source } from './billing.ts';
import * as store from './store.ts';
import type { SubscriptionRow } from './store.ts';

/** What the create, change and cancel paths share: who asked, amounts of a plan, and the scoped read. */

/** Who asked (the audit log's columns): the merchant's server (api) or an operator (portal). */
export interface Actor {
  source: Source;
  userId: number | null;
  ip?: string;
  userAgent?: string;
}

export const auditOf = (tx: Tx, s: SubscriptionRow, actor: Actor, action: string, summary: Record<string, unknown>) =>
  audit(tx, {
    userId: actor.userId,
    merchantNo: s.merchantNo,
    action,
    target: s.subscriptionId,
    summary: { ...summary, source: actor.source },
    ip: actor.ip,
    userAgent: actor.userAgent,
  });

/** A decimal string of the subscription's currency → minor units, as a field error of `field`. */
export function minorOfField(value: string, currency: string, field: string, o: { allowZero?: boolean } = {}): bigint {
  if (!isCurrency(currency)) throw fieldError('currency', 'money.unknownCurrency', { currency });
  try {
    const v = toMinor(value, currency);
    if (v < 0n || (v === 0n && !o.allowZero)) throw fieldError(field, 'payment.amountPositive');
    return v;
  } catch (e) {
    if (e instanceof MoneyError) throw fieldError(field, e.messageKey, e.params);
    throw e;
  }
}

/** price × quantity, within the 15 integer digits an amount may have. */
export function planAmount(price: bigint, quantity: number): bigint {
  const amount = price * BigInt(quantity);
  if (amount >= 10n ** 17n) throw fieldError('quantity', 'validation.max', { max: quantity - 1 });
  return amount;
}

/** One subscription of the scope (not found: 404, whether absent or another merchant's). */
export async function getSubscription(db: Executor, scope: string[], subscriptionId: string, lock = false): Promise<SubscriptionRow> {
  const s = await store.selectSubscription(db, { scope, subscriptionId, lock });
  if (!s) throw new AppError(Codes.NOT_FOUND);
  return s;
}

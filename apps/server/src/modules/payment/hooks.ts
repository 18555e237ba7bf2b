import type { Tx } from '../../platform/db/client.ts';
import type { CreatePaymentInput } from './rules.ts';
import type { TransactionRow } from './store.ts';

/**
 * Modules that follow a payment's money (split settlement) without the payment module knowing them:
 * registered at composition (app.ts), called inside the transaction of every move, whichever entry
 * point made it (portal, batch, /v1, sandbox, ops, jobs). A hook that throws rolls the move back.
 */
export interface PaymentMove {
  /** the payment as it stands after the move (a refund being booked: already counted in refundedAmount) */
  payment: TransactionRow;
  /** the refund or chargeback behind it, when there is one */
  reference: string | null;
  now: Date;
}
export type PaymentCreatedHook = (tx: Tx, payment: TransactionRow, body: CreatePaymentInput, c: { now: Date; source: string }) => Promise<void>;
export type PaymentMovedHook = (tx: Tx, move: PaymentMove) => Promise<void>;

const created: PaymentCreatedHook[] = [];
const moved: PaymentMovedHook[] = [];

export function onPaymentCreated(hook: PaymentCreatedHook): () => void {
  created.push(hook);
  return () => void created.splice(created.indexOf(hook), 1);
}

export function onPaymentMoved(hook: PaymentMovedHook): () => void {
  moved.push(hook);
  return () => void moved.splice(moved.indexOf(hook), 1);
}

export async function paymentCreated(tx: Tx, payment: TransactionRow, body: CreatePaymentInput, c: { now: Date; source: string }): Promise<void> {
  for (const h of created) await h(tx, payment, body, c);
}

export async function paymentMoved(tx: Tx, move: PaymentMove): Promise<void> {
  if (move.payment.type === 'refund') return;
  for (const h of moved) await h(tx, move);
}

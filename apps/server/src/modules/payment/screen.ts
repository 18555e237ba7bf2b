import type { Tx } from '../../platform/db/client.ts';
import { declined } from './rules.ts';
import type { NewTransaction } from './store.ts';

/**
 * The risk check every card charge goes through before the scheme sees it (the risk module's
 * blacklists, passed in by the composition root): a customer-initiated payment by its card number,
 * a merchant-initiated charge against a stored card by the card's keyed hash kept at its first
 * payment. It gives the card's keyed hash to keep, and a decline on a hit.
 */
export type PaymentScreen = (
  tx: Tx,
  p: {
    merchantNo: string;
    transactionId: string;
    kind: 'card' | 'local';
    cardNumber?: string;
    /** a stored card's keyed hash (no number is at hand for it) */
    cardHash?: string | null;
    email?: string | null;
    ip?: string | null;
    phone?: string | null;
    now: Date;
  },
) => Promise<{ cardHash: string | null; decline: { code: string; message: string } | null }>;

export type ScreenProbe = Omit<Parameters<PaymentScreen>[1], 'merchantNo' | 'transactionId' | 'now'>;

/**
 * The one place a new transaction row meets the screen, first payment or stored-card charge alike:
 * it keeps the card's keyed hash and, on a hit, turns the row into a decline with the list's reason.
 */
export async function screenRow(
  tx: Tx,
  screen: PaymentScreen,
  row: NewTransaction,
  probe: ScreenProbe,
  now: Date,
): Promise<{ row: NewTransaction; blocked: boolean }> {
  const s = await screen(tx, { ...probe, merchantNo: row.merchantNo, transactionId: row.transactionId, now });
  const kept = { ...row, cardHash: s.cardHash };
  return s.decline ? { row: declined(kept, s.decline, now), blocked: true } : { row: kept, blocked: false };
}

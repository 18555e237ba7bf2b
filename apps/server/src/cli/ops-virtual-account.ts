import { receiveTransfer } from '../modules/virtual-account/service.ts';
import type { OpsCommand } from './ops-command.ts';

/** Provider-side operations on virtual collection accounts. */
export const VIRTUAL_ACCOUNT_COMMANDS: OpsCommand[] = [
  {
    name: 'virtual-accounts credit',
    args: '--account <account number> --bank-transaction-id <bank id> --amount <decimal> [--currency <ISO code>] [--payer-name <text>] [--payer-account <text>] [--reference <payer reference>]',
    summary:
      "Book a bank transfer arriving on a virtual account: a collection transaction that credits the wallet (idempotent by the bank's --bank-transaction-id; two payments with the same payer --reference are two credits)",
    options: {
      account: { type: 'string' },
      'bank-transaction-id': { type: 'string' },
      amount: { type: 'string' },
      currency: { type: 'string' },
      'payer-name': { type: 'string' },
      'payer-account': { type: 'string' },
      reference: { type: 'string' },
    },
    required: ['account', 'bank-transaction-id', 'amount'],
    async run({ database, values, out }) {
      const accountNumber = String(values.account);
      const bankTransactionId = String(values['bank-transaction-id']);
      const r = await receiveTransfer(database.db, {
        account: { accountNumber },
        amount: String(values.amount),
        currency: values.currency ? String(values.currency).toUpperCase() : undefined,
        payerName: (values['payer-name'] as string | undefined) ?? 'Unknown payer',
        payerAccount: (values['payer-account'] as string | undefined) ?? '',
        reference: (values.reference as string | undefined) ?? '',
        bankTransactionId,
        at: new Date(),
      });
      const t = r.transaction;
      if (!r.created)
        return out(`Bank transaction ${bankTransactionId} was already booked on ${accountNumber} (${t.transactionNo}, ${t.status}); nothing changed.`);
      out(
        t.status === 'succeed'
          ? `Credited ${t.amount} ${t.currency} to ${accountNumber} (${t.transactionNo}, bank transaction ${bankTransactionId}).`
          : `Returned ${t.amount} ${t.currency} to the payer: ${t.failReason} (${t.transactionNo}, bank transaction ${bankTransactionId}).`,
      );
    },
  },
];

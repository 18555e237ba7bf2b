import { Codes } from '@crossbill/contracts/codes';
import { MoneyError } from '@crossbill/contracts/money';
import { AppError } from '../platform/http/errors.ts';
import { scheduleInboundCredit } from '../sandbox/inbound-credits.ts';
import type { OpsCommand } from './ops-command.ts';

/** Sandbox scenarios from the console (any mode: the operator of the console is the provider). */
export const SANDBOX_COMMANDS: OpsCommand[] = [
  {
    name: 'sandbox credit',
    args: '--merchant <merchantNo> --currency <ISO code> --amount <decimal> --bank-transaction-id <bank id> [--reference <payer reference>] [--delay <seconds>]',
    summary:
      "Simulate an incoming bank transfer: booked into the available balance by the server after the delay (default SANDBOX_CREDIT_DELAY_SECONDS); once per --bank-transaction-id, whatever the payer's --reference (default the merchant's funding reference)",
    options: {
      merchant: { type: 'string' },
      currency: { type: 'string' },
      amount: { type: 'string' },
      'bank-transaction-id': { type: 'string' },
      reference: { type: 'string' },
      delay: { type: 'string' },
    },
    required: ['merchant', 'currency', 'amount', 'bank-transaction-id'],
    async run({ database, config, values, out }) {
      const delay = values.delay === undefined ? config.SANDBOX_CREDIT_DELAY_SECONDS : Number(values.delay);
      if (!Number.isInteger(delay) || delay < 0) throw new AppError(Codes.BAD_REQUEST);
      try {
        const s = await scheduleInboundCredit(database.db, {
          merchantNo: String(values.merchant),
          currency: String(values.currency).toUpperCase(),
          amount: String(values.amount),
          reference: values.reference as string | undefined,
          bankTransactionId: String(values['bank-transaction-id']),
          delaySeconds: delay,
          now: new Date(),
          userId: null,
        });
        out(
          `Scheduled ${s.amount} ${s.currency} for ${String(values.merchant)} (bank transaction ${s.bankTransactionId}, reference ${s.reference}), booked by the server at ${s.dueAt} or soon after.`,
        );
      } catch (e) {
        if (e instanceof MoneyError) throw new AppError(Codes.VALIDATION, { messageKey: e.messageKey, params: e.params });
        throw e;
      }
    },
  },
];

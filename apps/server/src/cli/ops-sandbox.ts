import { Codes } from '@crossbill/contracts/codes';
import { MoneyError } from '@crossbill/contracts/money';
import { AppError } from '../platform/http/errors.ts';
import { scheduleInboundCredit } from '../sandbox/inbound-credits.ts';
import { clockOffset, setClockOffset } from '../sandbox/clock.ts';
import type { OpsCommand } from './ops-command.ts';

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `90m`, `25h`, `2d`: a duration ahead (whole units), in ms; null when it is not one. */
export function durationMs(text: string): number | null {
  const m = /^(\d{1,6})([smhd])$/.exec(text.trim());
  return m ? Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS] : null;
}

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
  {
    name: 'sandbox clock',
    args: '[--advance <90m|25h|2d>] [--set <ISO instant>] [--reset]',
    summary:
      "Show or move the sandbox's shared clock: every server and worker of the deployment reads it within a second (scheduled transfers at 10:00 Beijing, account openings, subscription charges). Sandbox mode only; it only runs ahead",
    options: { advance: { type: 'string' }, set: { type: 'string' }, reset: { type: 'boolean' } },
    async run({ database, config, values, out }) {
      if (!config.SANDBOX) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'ops.sandboxOnly' });
      let offset = await clockOffset(database.db);
      if (values.reset) offset = 0;
      if (typeof values.set === 'string') {
        const at = new Date(values.set);
        if (Number.isNaN(at.getTime()) || at.getTime() < Date.now()) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'ops.clockPast' });
        offset = at.getTime() - Date.now();
      }
      if (typeof values.advance === 'string') {
        const ms = durationMs(values.advance);
        if (ms === null) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'ops.clockDuration' });
        offset += ms;
      }
      if (values.reset || values.set !== undefined || values.advance !== undefined) await setClockOffset(database.db, offset);
      out(`Sandbox time: ${new Date(Date.now() + offset).toISOString()} (${Math.round(offset / 1000)} s ahead of the system clock).`);
    },
  },
];

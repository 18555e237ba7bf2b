import { CHARGEBACK_STATUSES } from '@crossbill/contracts/dispute';
import { DISPUTE_SCHEMES, type DisputeScheme } from '@crossbill/contracts/dispute-reasons';
import { moneyText } from '@crossbill/contracts/refund';
import type { OpsCommand, OpsContext } from './ops-command.ts';
import { marketRates } from '../modules/exchange/service.ts';
import { mailNewChargebacks } from '../modules/dispute/mails.ts';
import { decideRebuttal, raiseChargeback, recentChargebacks, type DisputePricing } from '../modules/dispute/service.ts';
import { createMailer } from '../platform/mail/mail.ts';

/** The provider's dispute desk (`npm run ops -- disputes …`): raise a chargeback, decide a rebuttal as the issuer, list. */
const pricing = (ctx: OpsContext): DisputePricing => ({
  feeUsd: ctx.config.CHARGEBACK_FEE_USD,
  penaltyUsd: ctx.config.SECOND_REBUTTAL_PENALTY_USD,
  rates: marketRates,
});

export const DISPUTE_COMMANDS: OpsCommand[] = [
  {
    name: 'disputes raise',
    args: '--merchant <merchantNo> --transaction <transactionId> --reason <code> [--scheme <scheme>] [--amount <decimal>]',
    summary: "The issuer raises a chargeback on a captured payment (full unless --amount); its amount and fee leave the merchant's balance",
    options: {
      merchant: { type: 'string' },
      transaction: { type: 'string' },
      reason: { type: 'string' },
      scheme: { type: 'string' },
      amount: { type: 'string' },
    },
    required: ['merchant', 'transaction', 'reason'],
    async run(ctx) {
      const { database, values, out } = ctx;
      const scheme = values.scheme === undefined ? undefined : String(values.scheme);
      if (scheme !== undefined && !(DISPUTE_SCHEMES as readonly string[]).includes(scheme)) throw new Error(`--scheme: one of ${DISPUTE_SCHEMES.join(', ')}`);
      const now = new Date();
      const cb = await database.db.transaction((tx) =>
        raiseChargeback(tx, pricing(ctx), {
          merchantNo: String(values.merchant),
          transactionId: String(values.transaction),
          scheme: scheme as DisputeScheme | undefined,
          reasonCode: String(values.reason),
          amount: values.amount === undefined ? undefined : String(values.amount),
          source: 'ops',
          actor: { kind: 'ops' },
          now,
        }),
      );
      // the operators' mail now (the sweep would send it within a minute otherwise)
      await mailNewChargebacks({ db: database.db, mail: createMailer(database.db, ctx.config.SMTP_URL) }, now);
      out(
        `Chargeback ${cb.chargebackId} of merchant ${cb.merchantNo}: ${moneyText(cb.amount, cb.currency)} ${cb.currency}, fee ${moneyText(cb.fee, cb.currency)}, due ${cb.dueAt?.toISOString()}.`,
      );
    },
  },
  {
    name: 'disputes decide',
    args: '--id <chargebackId> --outcome won|lost [--comment <text>]',
    summary: 'The issuer decides a submitted rebuttal: won returns the amount; lost opens the second rebuttal (round 1) or charges the penalty (round 2)',
    options: { id: { type: 'string' }, outcome: { type: 'string' }, comment: { type: 'string' } },
    required: ['id', 'outcome'],
    async run(ctx) {
      const { database, values, out } = ctx;
      const outcome = String(values.outcome);
      if (outcome !== 'won' && outcome !== 'lost') throw new Error('--outcome: won or lost');
      const comment = values.comment === undefined ? undefined : String(values.comment).trim().slice(0, 500);
      const cb = await database.db.transaction((tx) =>
        decideRebuttal(tx, pricing(ctx), { chargebackId: String(values.id), outcome, comment, actor: { kind: 'ops' }, now: new Date() }),
      );
      out(
        `Chargeback ${cb.chargebackId}: ${cb.status} (round ${cb.round}${cb.penalty > 0n ? `, penalty ${moneyText(cb.penalty, cb.currency)} ${cb.currency}` : ''}).`,
      );
    },
  },
  {
    name: 'disputes list',
    args: `[--status ${CHARGEBACK_STATUSES.join('|')}]`,
    summary: 'The latest chargebacks of every merchant (100), newest first',
    options: { status: { type: 'string' } },
    async run({ database, values, out }) {
      const status = values.status === undefined ? undefined : String(values.status);
      if (status !== undefined && !(CHARGEBACK_STATUSES as readonly string[]).includes(status))
        throw new Error(`--status: one of ${CHARGEBACK_STATUSES.join(', ')}`);
      const rows = await recentChargebacks(database.db, { status, limit: 100 });
      if (rows.length === 0) return out('No chargeback.');
      for (const r of rows)
        out(
          `${r.chargebackId}  ${r.merchantNo}  ${r.transactionId}  ${r.scheme} ${r.reasonCode}  ${moneyText(r.amount, r.currency)} ${r.currency}  ${r.status} r${r.round}  due ${r.dueAt?.toISOString() ?? '-'}`,
        );
    },
  },
];

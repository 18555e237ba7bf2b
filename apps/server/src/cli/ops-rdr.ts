import { moneyText } from '@crossbill/contracts/refund';
import type { OpsCommand } from './ops-command.ts';
import { pricingOf } from '../modules/dispute/service.ts';
import { marketRates } from '../modules/exchange/service.ts';
import { raiseRdr } from '../modules/rdr/service.ts';
import { refundPolicyOf } from '../modules/refund/service.ts';

/** The network's side of RDR (`npm run ops -- rdr raise`): deliver an RDR alert, decided at once by the merchant's rules. */
export const RDR_COMMANDS: OpsCommand[] = [
  {
    name: 'rdr raise',
    args: '--merchant <merchantNo> (--transaction <id> | --order <merchantOrderId> | --arn <arn>) [--amount <decimal>] [--reason <Visa code>] [--case <case number>]',
    summary:
      "The network sends an RDR alert on a captured Visa payment: the merchant's RDR enrolment rules accept it (refunded) or decline it (a chargeback); a case number already delivered changes nothing",
    options: {
      merchant: { type: 'string' },
      transaction: { type: 'string' },
      order: { type: 'string' },
      arn: { type: 'string' },
      amount: { type: 'string' },
      reason: { type: 'string' },
      case: { type: 'string' },
    },
    required: ['merchant'],
    async run(ctx) {
      const { database, values, out } = ctx;
      const str = (k: string) => (values[k] === undefined ? undefined : String(values[k]));
      if (!str('transaction') && !str('order') && !str('arn')) throw new Error('--transaction, --order or --arn: how the alert names the payment');
      const deps = { config: ctx.config, rates: marketRates };
      const a = await database.db.transaction((tx) =>
        raiseRdr(tx, {
          merchantNo: String(values.merchant),
          match: { transactionId: str('transaction'), merchantOrderId: str('order'), arn: str('arn') },
          amount: str('amount'),
          reasonCode: str('reason'),
          caseNumber: str('case'),
          refundPolicy: refundPolicyOf(deps),
          pricing: pricingOf(deps),
          actor: 'ops',
          now: new Date(),
        }),
      );
      const result =
        a.outcome === 'accepted'
          ? `accepted by the ${a.rule} rule, refund ${a.refundId}`
          : a.outcome === 'declined'
            ? `declined, chargeback ${a.chargebackId}`
            : 'previously refunded';
      out(
        `RDR alert ${a.alertId} (case ${a.caseNumber}) for merchant ${a.merchantNo}: ${moneyText(a.amount, a.currency)} ${a.currency} on payment ${a.transactionId}, ${result}.`,
      );
    },
  },
];

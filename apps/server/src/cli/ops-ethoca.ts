import { ETHOCA_TYPES, type EthocaType } from '@crossbill/contracts/ethoca';
import { moneyText } from '@crossbill/contracts/refund';
import type { OpsCommand } from './ops-command.ts';
import { kekOf } from '../modules/payment/service.ts';
import { raiseAlert } from '../modules/ethoca/service.ts';

/** The network's side of Ethoca-type alerts (`npm run ops -- ethoca raise`): deliver an alert or case to a merchant. */
export const ETHOCA_COMMANDS: OpsCommand[] = [
  {
    name: 'ethoca raise',
    args: `--merchant <merchantNo> (--transaction <id> | --order <merchantOrderId> | --arn <arn>) [--type ${ETHOCA_TYPES.join('|')}] [--amount <decimal> --currency <ISO code>] [--card <number>] [--reason <code>]`,
    summary:
      'The network sends an Ethoca-type alert or case: matched to the payment named by ID, order ID or ARN (none found: an unmatched alert, which needs --amount and --currency); the merchant answers within 72 hours',
    options: {
      merchant: { type: 'string' },
      transaction: { type: 'string' },
      order: { type: 'string' },
      arn: { type: 'string' },
      type: { type: 'string' },
      amount: { type: 'string' },
      currency: { type: 'string' },
      card: { type: 'string' },
      reason: { type: 'string' },
    },
    required: ['merchant'],
    async run(ctx) {
      const { database, values, out } = ctx;
      const str = (k: string) => (values[k] === undefined ? undefined : String(values[k]));
      const type = str('type') ?? 'issuer_alert_fraud';
      if (!(ETHOCA_TYPES as readonly string[]).includes(type)) throw new Error(`--type: one of ${ETHOCA_TYPES.join(', ')}`);
      if (!str('transaction') && !str('order') && !str('arn')) throw new Error('--transaction, --order or --arn: how the alert names the payment');
      const card = str('card');
      if (card !== undefined && !/^\d{12,19}$/.test(card)) throw new Error('--card: 12 to 19 digits');
      const a = await database.db.transaction((tx) =>
        raiseAlert(tx, {
          merchantNo: String(values.merchant),
          match: { transactionId: str('transaction'), merchantOrderId: str('order'), arn: str('arn') },
          type: type as EthocaType,
          amount: str('amount'),
          currency: str('currency')?.toUpperCase(),
          reasonCode: str('reason'),
          cardNumber: card,
          cardKey: kekOf(ctx.config),
          actor: { kind: 'ops' },
          now: new Date(),
        }),
      );
      out(
        `Alert ${a.alertId} (Ethoca ${a.ethocaId}) for merchant ${a.merchantNo}: ${a.type}, ${moneyText(a.amount, a.currency)} ${a.currency}, ${a.transactionId ? `payment ${a.transactionId}` : 'no matching payment'}, due ${a.dueAt.toISOString()}.`,
      );
    },
  },
];

import { ALERT_SERVICES, ALERT_TYPES, type AlertService, type AlertType } from '@crossbill/contracts/alert';
import { moneyText } from '@crossbill/contracts/refund';
import type { OpsCommand } from './ops-command.ts';
import { raiseAlert } from '../modules/alert/service.ts';

/** The provider's alert desk (`npm run ops -- alerts raise`): a network's pre-dispute alert on a captured payment. */
export const ALERT_COMMANDS: OpsCommand[] = [
  {
    name: 'alerts raise',
    args: `--merchant <merchantNo> --transaction <transactionId> [--service ${ALERT_SERVICES.join('|')}] [--type ${ALERT_TYPES.join('|')}] [--reason <code>] [--amount <decimal>] [--follow-chargeback]`,
    summary:
      'A pre-dispute alert arrives on a captured payment (full amount unless --amount); without an answer it is refunded within 24 hours; --follow-chargeback: the issuer files a chargeback later unless it is refunded',
    options: {
      merchant: { type: 'string' },
      transaction: { type: 'string' },
      service: { type: 'string' },
      type: { type: 'string' },
      reason: { type: 'string' },
      amount: { type: 'string' },
      'follow-chargeback': { type: 'boolean' },
    },
    required: ['merchant', 'transaction'],
    async run({ database, values, out }) {
      const service = String(values.service ?? 'ethoca');
      if (!(ALERT_SERVICES as readonly string[]).includes(service)) throw new Error(`--service: one of ${ALERT_SERVICES.join(', ')}`);
      const type = String(values.type ?? 'dispute');
      if (!(ALERT_TYPES as readonly string[]).includes(type)) throw new Error(`--type: one of ${ALERT_TYPES.join(', ')}`);
      const a = await database.db.transaction((tx) =>
        raiseAlert(tx, {
          merchantNo: String(values.merchant),
          transactionId: String(values.transaction),
          service: service as AlertService,
          type: type as AlertType,
          reasonCode: values.reason === undefined ? undefined : String(values.reason),
          amount: values.amount === undefined ? undefined : String(values.amount),
          followChargeback: values['follow-chargeback'] === true,
          source: 'ops',
          actor: { kind: 'ops' },
          now: new Date(),
        }),
      );
      out(
        `Alert ${a.alertId} of merchant ${a.merchantNo}: ${moneyText(a.amount, a.currency)} ${a.currency}, ${a.service} ${a.type} ${a.reasonCode}, auto refund at ${a.autoRefundAt?.toISOString()}${a.chargebackAt ? `, chargeback follows at ${a.chargebackAt.toISOString()}` : ''}.`,
      );
    },
  },
];

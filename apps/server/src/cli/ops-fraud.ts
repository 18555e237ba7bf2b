import { FRAUD_TYPES, type FraudType } from '@crossbill/contracts/fraud';
import type { OpsCommand } from './ops-command.ts';
import { raiseFraud, recentFraud } from '../modules/fraud/service.ts';

/** The provider's fraud desk (`npm run ops -- fraud …`): an issuer's TC40/SAFE report on a payment, and the latest reports. */
export const FRAUD_COMMANDS: OpsCommand[] = [
  {
    name: 'fraud raise',
    args: '--merchant <merchantNo> --transaction <transactionId> [--type <fraud type, e.g. tc40_6 or safe_06>]',
    summary:
      "The issuer reports a captured Visa/Mastercard payment as fraud (default: card-absent fraud of its scheme); it shows on the merchant's fraud notifications",
    options: { merchant: { type: 'string' }, transaction: { type: 'string' }, type: { type: 'string' } },
    required: ['merchant', 'transaction'],
    async run({ database, values, out }) {
      const type = values.type === undefined ? undefined : String(values.type);
      if (type !== undefined && !(FRAUD_TYPES as readonly string[]).includes(type)) throw new Error(`--type: one of ${FRAUD_TYPES.join(', ')}`);
      const r = await database.db.transaction((tx) =>
        raiseFraud(tx, {
          merchantNo: String(values.merchant),
          transactionId: String(values.transaction),
          fraudType: type as FraudType | undefined,
          actor: { kind: 'ops' },
          now: new Date(),
        }),
      );
      out(`Fraud notification ${r.notificationId} of merchant ${r.merchantNo}: ${r.fraudType} on ${r.transactionId}.`);
    },
  },
  {
    name: 'fraud list',
    args: '',
    summary: 'The latest fraud notifications of every merchant (100), newest first',
    options: {},
    async run({ database, out }) {
      const rows = await recentFraud(database.db, 100);
      if (rows.length === 0) return out('No fraud notification.');
      for (const r of rows)
        out(
          `${r.notificationId}  ${r.merchantNo}  ${r.transactionId}  ${r.fraudType}  received ${r.receivedAt.toISOString()}  ${r.reviewedAt ? 'reviewed' : 'open'}`,
        );
    },
  },
];

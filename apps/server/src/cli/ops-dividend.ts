import type { OpsCommand } from './ops-command.ts';
import { setMaxShare } from '../modules/dividend/service.ts';
import { settleDueSplits } from '../modules/dividend/settle.ts';

/** Split settlement, the provider's side (`npm run ops -- dividend ...`). */
export const DIVIDEND_COMMANDS: OpsCommand[] = [
  {
    name: 'dividend max-share',
    args: '--receiver <id> --percent <0.01-100>',
    summary: "Set a receiver's maximum share of one payment (the provider's setting; default 30 %), audited",
    options: { receiver: { type: 'string' }, percent: { type: 'string' } },
    required: ['receiver', 'percent'],
    async run({ database, values, out }) {
      const receiverId = Number(values.receiver);
      if (!Number.isInteger(receiverId) || receiverId < 1) throw new Error('--receiver must be a receiver id');
      const percent = String(values.percent);
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(percent)) throw new Error('--percent must be a number with at most two decimals');
      const bp = Math.round(Number(percent) * 100);
      if (bp < 1 || bp > 10_000) throw new Error('--percent must be above 0 and at most 100');
      const r = await database.db.transaction((tx) => setMaxShare(tx, { receiverId, maxShareBp: bp, now: new Date() }));
      out(`Receiver ${r.id} (${r.name}): maximum share ${(r.maxShareBp / 100).toFixed(2)} % of a payment.`);
    },
  },
  {
    name: 'dividend settle',
    args: '[--merchant <merchantNo>]',
    summary: 'Move the shares of settled payments on to their receivers now (the job does it every 10 minutes); safe to run twice',
    options: { merchant: { type: 'string' } },
    async run({ database, values, out }) {
      const r = await settleDueSplits(database.db, { now: new Date(), merchantNo: values.merchant as string | undefined });
      out(`${r.splits} split(s) of ${r.payments} payment(s) moved on.`);
    },
  },
];

import type { OpsCommand } from './ops-command.ts';
import { runSettlement } from '../modules/settlement/service.ts';
import { marketRates } from '../modules/exchange/service.ts';

/** Settlement operations (`npm run ops -- settlement run`). */
export const SETTLEMENT_COMMANDS: OpsCommand[] = [
  {
    name: 'settlement run',
    args: '[--merchant <merchantNo>] [--date YYYY-MM-DD]',
    summary: 'Settle captures completed before 00:00 Beijing of --date (default today, T+1) into batches; safe to run twice',
    options: { merchant: { type: 'string' }, date: { type: 'string' } },
    async run({ database, values, out }) {
      const day = values.date === undefined ? undefined : String(values.date);
      if (day !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day)))) throw new Error('--date must be YYYY-MM-DD');
      const r = await runSettlement(database.db, { now: new Date(), day, merchantNo: values.merchant as string | undefined, rates: marketRates });
      for (const b of r.batches)
        out(
          `${b.batchId} ${b.merchantNo} ${b.currency}: ${b.transactionCount} payments, ${b.refundCount} refunds, settlement ${b.settlementAmount} (minor units), ${b.status}`,
        );
      for (const h of r.held) out(`held ${h.merchantNo} ${h.currency}: the available balance does not cover a negative batch`);
      out(`Settlement of ${r.settlementDate}: ${r.batches.length} batch(es) created.`);
    },
  },
];

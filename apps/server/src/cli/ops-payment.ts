import { loadConfig } from '../platform/config.ts';
import type { OpsCommand } from './ops-command.ts';
import { issueApiKey } from '../modules/payment/service.ts';
import { apiKeyName } from '@crossbill/contracts/api-key';
import { generateTraffic } from '../sandbox/traffic.ts';
import { marketRates } from '../modules/exchange/service.ts';
import { refundPolicyOf } from '../modules/refund/service.ts';
import * as merchant from '../modules/merchant/service.ts';

const positive = (v: unknown, name: string, max: number) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be a whole number from 1 to ${max}`);
  return n;
};

/** Payment API and sandbox commands (`npm run ops -- …`, `npm run sandbox -- …`). */
export const PAYMENT_COMMANDS: OpsCommand[] = [
  {
    name: 'sandbox traffic',
    args: '--merchant <merchantNo> [--count 500] [--days 30] [--prefix SBX] [--seed <n>]',
    summary: 'Create realistic payment history through the Payment API service (cards, local methods, outcomes, refunds)',
    options: { merchant: { type: 'string' }, count: { type: 'string' }, days: { type: 'string' }, prefix: { type: 'string' }, seed: { type: 'string' } },
    required: ['merchant'],
    async run({ database, config, values, out }) {
      const merchantNo = String(values.merchant);
      if ((await merchant.merchantFlags(database.db, merchantNo)).merchantType === null) throw new Error(`Merchant ${merchantNo} does not exist`);
      // the same review threshold and rates as the server's
      const policy = refundPolicyOf({ config: config ?? loadConfig(), rates: marketRates });
      const count = positive(values.count ?? 500, 'count', 1_000_000);
      const days = positive(values.days ?? 30, 'days', 3650);
      const prefix = String(values.prefix ?? 'SBX');
      if (!/^[\w.:-]{1,40}$/.test(prefix)) throw new Error('--prefix: letters, digits, dots, colons, dashes or underscores');
      const seed = values.seed === undefined ? Date.now() % 2 ** 31 : positive(values.seed, 'seed', 2 ** 31);
      const r = await generateTraffic(database.db, { merchantNo, count, days, prefix, seed, now: new Date(), policy });
      out(`Merchant ${merchantNo}: ${r.created} payments created (${r.refunds} refunded), ${r.skipped} order ids already existed.`);
    },
  },
  {
    name: 'payment api-key',
    args: '--merchant <merchantNo> [--name <name>]',
    summary: "Create a Payment API key for a merchant (shown once, here: the merchant rolls or revokes it in the portal's account/info)",
    options: { merchant: { type: 'string' }, name: { type: 'string' } },
    required: ['merchant'],
    async run({ database, config, values, out }) {
      const merchantNo = String(values.merchant);
      if ((await merchant.merchantFlags(database.db, merchantNo)).merchantType === null) throw new Error(`Merchant ${merchantNo} does not exist`);
      const deps = { db: database.db, config: config ?? loadConfig() };
      const name = apiKeyName.safeParse(values.name ?? 'Ops');
      if (!name.success) throw new Error('--name: 1 to 40 characters, no control characters');
      const k = await issueApiKey(deps, merchantNo, { name: name.data, actor: { userId: null, userAgent: 'ops' }, now: new Date() });
      out(`Merchant ${merchantNo} API key "${k.key.name}" (id ${k.key.id}), shown only now: ${k.secret}`);
    },
  },
];

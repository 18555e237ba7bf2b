import type { OpsCommand } from './ops-command.ts';
import { createMailer } from '../platform/mail/mail.ts';
import { paymentScreen } from '../modules/risk/service.ts';
import { runBilling, sendNotices } from '../modules/subscription/service.ts';

/** The billing job's run by hand (`npm run ops -- subscriptions bill`), e.g. on a worker-less sandbox. */
export const SUBSCRIPTION_COMMANDS: OpsCommand[] = [
  {
    name: 'subscriptions bill',
    args: '[--merchant <merchantNo>]',
    summary:
      "Run the subscription billing job now: every due cycle (or one merchant's) is charged once, retries and scheduled ends included; a cycle already billed is never charged again",
    options: { merchant: { type: 'string' } },
    async run({ database, config, values, out }) {
      const deps = { db: database.db, mail: createMailer(database.db, config.SMTP_URL) };
      const scope = values.merchant === undefined ? undefined : [String(values.merchant)];
      const done = await runBilling(database.db, new Date(), { scope, screen: paymentScreen(config), notify: (n) => sendNotices(deps, n) });
      out(`Billing run: ${done} subscription${done === 1 ? '' : 's'} had something due.`);
    },
  },
];

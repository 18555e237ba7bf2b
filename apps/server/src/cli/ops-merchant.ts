// A real deployment's first merchant and administrator (`npm run ops -- merchant create ...`).
import { z } from 'zod';
import { LANGUAGES } from '@crossbill/contracts/constants';
import { emailSchema, text50 } from '@crossbill/contracts/validation';
import { createMailer } from '../platform/mail/mail.ts';
import { fieldError } from '../platform/http/errors.ts';
import { createMerchantWithAdmin, MERCHANT_BUSINESSES } from '../composition/first-admin.ts';
import { PASSWORD_LINK_TTL_MS } from '@crossbill/contracts/team';
import type { OpsCommand } from './ops-command.ts';

const HOURS = PASSWORD_LINK_TTL_MS / 3600_000;

const input = z.object({
  name: text50.min(1, 'validation.required'),
  'admin-email': emailSchema,
  'admin-name': text50.optional(),
  language: z.enum(LANGUAGES).default('en'),
  business: z.enum(MERCHANT_BUSINESSES).default('acquiring'),
});

export const MERCHANT_COMMANDS: OpsCommand[] = [
  {
    name: 'merchant create',
    args: '--name <merchant name> --admin-email <e-mail> [--admin-name <name>] [--language en|zh-cn] [--business acquiring|payout|aggregate]',
    summary:
      'Create a merchant account (registered: its administrator completes the network application, `onboarding approve` opens it) and its administrator, who gets a link to set a password: mailed with SMTP_URL, otherwise shown here once',
    options: {
      name: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-name': { type: 'string' },
      language: { type: 'string' },
      business: { type: 'string' },
    },
    required: ['name', 'admin-email'],
    async run({ database, config, values, out }) {
      const parsed = input.safeParse(values);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        // our schemas carry message keys; zod's own (an unknown enum value) become the generic one
        throw fieldError(`--${issue.path.join('.')}`, /^validation\./.test(issue.message) ? issue.message : 'validation.invalid');
      }
      const v = parsed.data;
      const deps = { db: database.db, config, mail: createMailer(database.db, config.SMTP_URL), now: () => new Date() };
      const r = await createMerchantWithAdmin(deps, {
        name: v.name,
        adminEmail: v['admin-email'],
        adminName: v['admin-name'],
        language: v.language,
        business: v.business,
        actor: { userId: null, userAgent: 'ops' },
      });
      out(`Merchant ${r.merchantNo} (${v.name}, ${v.business}) created; ${v['admin-email']} is its administrator.`);
      if (!r.newPerson) out(`${v['admin-email']} already had an account: their password is unchanged${r.mailed ? ' (told by mail)' : ''}.`);
      else if (r.mailed) out(`A link to set the password was mailed to ${v['admin-email']} (it works once, for ${HOURS} hours).`);
      else {
        out(config.SMTP_URL ? 'The mail could not be delivered. Give the administrator this link instead' : 'No SMTP_URL: give the administrator this link');
        out(`(it works once, for ${HOURS} hours, and is not shown again): ${r.link}`);
      }
    },
  },
];

// `npm run ops -- <command>`: provider-side operations on the configured database (DESIGN.md section 8).
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../platform/config.ts';
import type { Database } from '../platform/db/client.ts';
import { openConfiguredDatabase } from '../platform/db/open.ts';
import { DataDirLockedError } from '../platform/db/lock.ts';
import type { OpsCommand, Values } from './ops-command.ts';
import { migrate } from '../platform/db/migrate.ts';
import { AppError } from '../platform/http/errors.ts';
import { t } from '../platform/i18n.ts';
import { listAllNotices, publishNotice } from '../modules/notice/service.ts';
import { requestNovation } from '../modules/merchant/novation.ts';
import { bookInboundCredit } from '../modules/wallet/service.ts';
import { Codes } from '@crossbill/contracts/codes';
import { isCurrency, MoneyError, toMinor } from '@crossbill/contracts/money';
import { VIRTUAL_ACCOUNT_COMMANDS } from './ops-virtual-account.ts';
import { ONBOARDING_COMMANDS } from './ops-onboarding.ts';
import { SANDBOX_COMMANDS } from './ops-sandbox.ts';
import { APPLICATION_COMMANDS } from './ops-applications.ts';
import { PAYMENT_COMMANDS } from './ops-payment.ts';
import { SETTLEMENT_COMMANDS } from './ops-settlement.ts';
import { REFUND_COMMANDS } from './ops-refunds.ts';
import { DISPUTE_COMMANDS } from './ops-disputes.ts';
import { ENROLMENT_COMMANDS } from './ops-enrolments.ts';
import { FRAUD_COMMANDS } from './ops-fraud.ts';
import { ETHOCA_COMMANDS } from './ops-ethoca.ts';
import { RDR_COMMANDS } from './ops-rdr.ts';
import { MERCHANT_COMMANDS } from './ops-merchant.ts';
import { ALERT_COMMANDS } from './ops-alerts.ts';
import { SUBSCRIPTION_COMMANDS } from './ops-subscriptions.ts';
import { DECLARATION_COMMANDS } from './ops-declarations.ts';
import { DIVIDEND_COMMANDS } from './ops-dividend.ts';
import { registerDividendHooks } from '../modules/dividend/settle.ts';
import { marketRates } from '../modules/exchange/service.ts';

export const COMMANDS: OpsCommand[] = [
  ...MERCHANT_COMMANDS,
  ...SUBSCRIPTION_COMMANDS,
  ...DECLARATION_COMMANDS,
  ...DIVIDEND_COMMANDS,
  {
    name: 'wallet credit',
    args: '--merchant <merchantNo> --currency <ISO code> --amount <decimal> --bank-transaction-id <bank id> [--reference <payer reference>]',
    summary: "Book added funds arriving in a merchant's available balance (once per --bank-transaction-id; the payer's --reference may repeat)",
    options: {
      merchant: { type: 'string' },
      currency: { type: 'string' },
      amount: { type: 'string' },
      'bank-transaction-id': { type: 'string' },
      reference: { type: 'string' },
    },
    required: ['merchant', 'currency', 'amount', 'bank-transaction-id'],
    async run({ database, values, out }) {
      const currency = String(values.currency).toUpperCase();
      if (!isCurrency(currency)) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'money.unknownCurrency', params: { currency } });
      let amount: bigint;
      try {
        amount = toMinor(String(values.amount), currency);
      } catch (e) {
        if (e instanceof MoneyError) throw new AppError(Codes.VALIDATION, { messageKey: e.messageKey, params: e.params });
        throw e;
      }
      const bankTransactionId = String(values['bank-transaction-id']);
      const merchantNo = String(values.merchant);
      const r = await bookInboundCredit(database.db, {
        merchantNo,
        currency,
        amount,
        bankTransactionId,
        payerReference: values.reference as string | undefined,
        at: new Date(),
      });
      out(
        r.created
          ? `Credited ${String(values.amount)} ${currency} to ${merchantNo} (entry ${r.entryId}, bank transaction ${bankTransactionId}).`
          : `Bank transaction ${bankTransactionId} was already booked (entry ${r.entryId}); nothing changed.`,
      );
    },
  },
  {
    name: 'notices publish',
    args: '--title <text> --content <text> [--title-zh <text> --content-zh <text>] [--merchant <merchantNo>]',
    summary: 'Publish a notice to every merchant, or to one merchant with --merchant; Chinese readers see --title-zh/--content-zh',
    options: {
      title: { type: 'string' },
      content: { type: 'string' },
      'title-zh': { type: 'string' },
      'content-zh': { type: 'string' },
      merchant: { type: 'string' },
    },
    required: ['title', 'content'],
    async run({ database, values, out }) {
      const zh = values['title-zh'] !== undefined || values['content-zh'] !== undefined;
      const row = await publishNotice(database.db, {
        title: String(values.title),
        content: String(values.content),
        // one of the two alone is refused by publishNotice, naming the missing one
        translations: zh ? { 'zh-cn': { title: values['title-zh'] as string | undefined, content: values['content-zh'] as string | undefined } } : {},
        merchantNo: (values.merchant as string | undefined) ?? null,
      });
      out(`Published notice ${row.id} to ${row.merchantNo ?? 'every merchant'}${zh ? ' (English and Chinese)' : ''}.`);
    },
  },
  {
    name: 'notices list',
    args: '[--limit <n>]',
    summary: 'List the newest notices (id, published, audience, title)',
    options: { limit: { type: 'string' } },
    async run({ database, values, out }) {
      const limit = Math.min(Math.max(Number(values.limit ?? 20) || 20, 1), 500);
      const rows = await listAllNotices(database.db, { limit });
      if (rows.length === 0) return out('No notices.');
      out(['id', 'published (UTC)', 'audience', 'title'].join('\t'));
      for (const r of rows) out([r.id, r.publishedAt.toISOString(), r.merchantNo ?? 'all', r.title].join('\t'));
    },
  },
  {
    name: 'novation request',
    args: '--merchant <merchantNo> --version <agreement version> --entity <new contracting entity>',
    summary: 'Ask a merchant to confirm an agreement with a new contracting entity (the portal shows the popup)',
    options: { merchant: { type: 'string' }, version: { type: 'string' }, entity: { type: 'string' } },
    required: ['merchant', 'version', 'entity'],
    async run({ database, values, out }) {
      const merchantNo = String(values.merchant);
      await requestNovation(database.db, { merchantNo, contractVersion: String(values.version), newEntity: String(values.entity) });
      out(`Merchant ${merchantNo} is asked to confirm agreement ${String(values.version)} with ${String(values.entity)}.`);
    },
  },
  ...VIRTUAL_ACCOUNT_COMMANDS,
  ...ONBOARDING_COMMANDS,
  ...SANDBOX_COMMANDS,
  ...APPLICATION_COMMANDS,
  ...PAYMENT_COMMANDS,
  ...SETTLEMENT_COMMANDS,
  ...REFUND_COMMANDS,
  ...DISPUTE_COMMANDS,
  ...ALERT_COMMANDS,
  ...ENROLMENT_COMMANDS,
  ...FRAUD_COMMANDS,
  ...ETHOCA_COMMANDS,
  ...RDR_COMMANDS,
];

function usage(): string {
  const lines = ['Usage: npm run ops -- <command> [options]', '', 'Commands:'];
  for (const c of COMMANDS) lines.push(`  ${c.name} ${c.args}`, `      ${c.summary}`);
  return lines.join('\n');
}

/** Split argv into the command (longest matching name) and its options. */
export function resolveCommand(argv: string[]): { command: OpsCommand; rest: string[] } | null {
  const words = argv.filter((a) => !a.startsWith('-'));
  for (let n = Math.min(words.length, 3); n > 0; n--) {
    const name = words.slice(0, n).join(' ');
    const command = COMMANDS.find((c) => c.name === name);
    if (command && argv.slice(0, n).join(' ') === name) return { command, rest: argv.slice(n) };
  }
  return null;
}

/**
 * Run one command on an open database; returns the exit code. Separate from `main` so that tests
 * drive it on their own database.
 */
export async function runOps(
  argv: string[],
  env: { database: Database; config: Config; out?: (l: string) => void; err?: (l: string) => void },
): Promise<number> {
  const out = env.out ?? ((l) => console.log(l));
  const err = env.err ?? ((l) => console.error(l));
  const found = resolveCommand(argv);
  if (!found) {
    err(usage());
    return 64; // EX_USAGE
  }
  const { command, rest } = found;
  let values: Values;
  try {
    values = parseArgs({ args: rest, options: command.options, strict: true, allowPositionals: false }).values as Values;
  } catch (e) {
    err(`${(e as Error).message}\n\n  ${command.name} ${command.args}`);
    return 64;
  }
  const missing = (command.required ?? []).filter((k) => values[k] === undefined || values[k] === '');
  if (missing.length > 0) {
    err(`Missing ${missing.map((m) => `--${m}`).join(', ')}\n\n  ${command.name} ${command.args}`);
    return 64;
  }
  try {
    await command.run({ database: env.database, config: env.config, values, out });
    return 0;
  } catch (e) {
    if (e instanceof AppError) {
      // a rule of the service refused it: say which, in English (operators' console)
      const fields = (e.data as { fieldErrors?: { field: string; message: string; params?: Record<string, unknown> }[] } | null)?.fieldErrors ?? [];
      const detail = fields.map((f) => `${f.field}: ${t('en', f.message, f.params ?? {})}`).join('; ');
      err(detail || t('en', e.messageKey, e.params));
      return 1;
    }
    throw e;
  }
}

/** The CLI (also `npm run sandbox`, which prefixes its words with `sandbox`). */
export async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv.includes('--help')) {
    console.log(usage());
    return argv.length === 0 ? 64 : 0;
  }
  if (!resolveCommand(argv)) return runOps(argv, { database: null as never, config: null as never });
  const config = loadConfig();
  let opened: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    opened = await openConfiguredDatabase(config);
  } catch (e) {
    if (!(e instanceof DataDirLockedError)) throw e;
    console.error(
      [
        `The embedded database in ${config.dataDir} is locked: a Crossbill server (or another command) is using it.`,
        e.message,
        'Stop the server and run the command again, or run Crossbill on PostgreSQL (DATABASE_URL), where ops commands run next to the servers.',
      ].join('\n'),
    );
    return 2;
  }
  try {
    await migrate(opened.database); // the same schema the server would bring it to
    // a refund or chargeback an operation books is followed by its payment's splits, as in the server
    registerDividendHooks(marketRates);
    return await runOps(argv, { database: opened.database, config });
  } finally {
    await opened.database.close();
    opened.release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e instanceof Error && e.message.startsWith('Invalid configuration') ? e.message : e);
      process.exit(1);
    },
  );
}

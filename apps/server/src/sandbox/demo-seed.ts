import pg from 'pg';
import { BusinessLine, BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import type { ServerDeps } from '../deps.ts';
import { createUser } from '../modules/identity/service.ts';
import { createMerchant, recordAudit } from '../modules/merchant/service.ts';
import { addOperator, adminRoleOf } from '../modules/access/service.ts';
import { seedDemoViews } from './demo-views.ts';
import { publishNotice } from '../modules/notice/service.ts';
import { bookInboundCredit, openCurrency } from '../modules/wallet/service.ts';
import { applyForAccount, openAccount, receiveTransfer } from '../modules/virtual-account/service.ts';
import { book, createQuote, sandboxPricing } from '../modules/exchange/service.ts';
import { deliveryPlan } from '@crossbill/contracts/exchange';
import { businessDate, businessInstant, previousBusinessDay } from '@crossbill/contracts/business-time';
import type { Tx } from '../platform/db/client.ts';
import type { Currency } from '@crossbill/contracts/money';
import { addApplication, reviewApplication } from '../modules/application/service.ts';
import { TRAFFIC_JOB, type TrafficJob } from './jobs.ts';
import { seedDemoTransfers } from './demo-transfers.ts';
import { seedDemoPayees } from './demo-payees.ts';
import { seedDemoDisputes } from './demo-disputes.ts';
import { seedDemoBlacklists } from './demo-blacklists.ts';
import { seedDemoAlerts } from './demo-alerts.ts';
import { seedDemoEnrolments } from './demo-enrolments.ts';
import { seedDemoFraud } from './demo-fraud.ts';
import { seedDemoEthoca } from './demo-ethoca.ts';
import { seedDemoRdr } from './demo-rdr.ts';
import { issueApiKey } from '../modules/payment/service.ts';
import { seedDemoSubscriptions } from './demo-subscriptions.ts';
import { setRetention } from '../modules/audit-log/service.ts';
import { seedDemoDeclarations } from './demo-declarations.ts';
import { seedDemoDividend } from './demo-dividend.ts';
import { seedDemoCheckout } from './demo-checkout.ts';

/**
 * Demo data on an empty database (DESIGN.md section 8), created through the services: one operator
 * holding an aggregate merchant (acquiring + payout, approved, the default), a group merchant with
 * two members (it has a contracting-party change to confirm), and an account still in review.
 *
 * A sandbox thing only: its operator's password is published in the README, so it is created only
 * when config.DEMO_SEED says so (sandbox mode by default, or DEMO_SEED=true). A production database
 * gets its first merchant and administrator from `npm run ops -- merchant create`.
 */
export const DEMO_EMAIL = 'demo@crossbill.dev';
export const DEMO_PASSWORD = 'Crossbill@2026';

// Several processes may start together on one PostgreSQL: only one seeds (a lock held by a
// connection of its own; the embedded database is already one process only).
const SEED_LOCK = 7_317_002;

/** Create the demo data when this configuration allows it and the database is empty; true when it did. */
export async function seedDemoIfEmpty(deps: ServerDeps): Promise<boolean> {
  if (!deps.config.DEMO_SEED) return false;
  const isEmpty = () => noUsersYet(deps);
  if (deps.database.kind === 'pglite') {
    if (!(await isEmpty())) return false;
    await seedDemo(deps);
    return true;
  }
  const lock = new pg.Client({ connectionString: deps.database.url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [SEED_LOCK]);
    if (!(await isEmpty())) return false;
    await seedDemo(deps);
    return true;
  } finally {
    await lock.end();
  }
}

/** Whether the demo operator exists (the start banner shows its credentials only then). */
export async function demoOperatorExists(deps: Pick<ServerDeps, 'database'>): Promise<boolean> {
  const { rows } = await deps.database.query<{ any: boolean }>('select exists(select 1 from users where email = $1) as any', [DEMO_EMAIL]);
  return rows[0]?.any === true;
}

/** Whether the database has no user at all (a production start then says how to create the first). */
export async function noUsersYet(deps: Pick<ServerDeps, 'database'>): Promise<boolean> {
  const { rows } = await deps.database.query<{ any: boolean }>('select exists(select 1 from users) as any');
  return rows[0]?.any !== true;
}

async function seedDemo(deps: ServerDeps): Promise<void> {
  const { db } = deps;
  const user = await createUser(db, { email: DEMO_EMAIL, name: 'Avery Chen', password: DEMO_PASSWORD, language: 'en' });

  const aggregate = await createMerchant(db, {
    name: 'Crossbill Demo Trading Ltd',
    merchantType: MerchantType.ACQUIRING,
    businessType: BusinessType.AGGREGATE,
    businessTypes: `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`,
    isAggregate: true,
    status: MerchantStatus.ACTIVE,
    faceAuthFlag: 'approved',
  });
  await recordAudit(db, { merchantNo: aggregate.merchantNo, code: '09', status: 'pass', comments: null });

  const group = await createMerchant(db, {
    name: 'Harbour Group Holdings',
    merchantType: MerchantType.GROUP,
    businessType: BusinessType.ACQUIRING,
    businessTypes: BusinessLine.ACQUIRING,
    status: MerchantStatus.ACTIVE,
    novationVersion: '2026.2',
    novationEntity: 'Crossbill Payments (Singapore) Pte. Ltd.',
  });
  await recordAudit(db, { merchantNo: group.merchantNo, code: '09', status: 'pass', comments: null });
  const members: string[] = [];
  for (const name of ['Harbour Retail HK Ltd', 'Harbour Online SG Pte. Ltd.']) {
    const member = await createMerchant(db, {
      name,
      merchantType: MerchantType.ACQUIRING,
      businessType: BusinessType.ACQUIRING,
      businessTypes: BusinessLine.ACQUIRING,
      status: MerchantStatus.ACTIVE,
      parentMerchantNo: group.merchantNo,
    });
    await recordAudit(db, { merchantNo: member.merchantNo, code: '09', status: 'pass', comments: null });
    members.push(member.merchantNo);
  }

  // a payout account whose application is under review and whose owner has not finished face authentication
  const review = await createMerchant(db, {
    name: 'Nova Pay Studio Ltd',
    merchantType: MerchantType.PAYOUT,
    businessType: BusinessType.PAYOUT,
    businessTypes: '',
    pendingBusinessTypes: BusinessLine.PAYOUT,
    status: MerchantStatus.ONBOARDING,
    faceAuthFlag: 'pending_scan',
  });
  await recordAudit(db, { merchantNo: review.merchantNo, code: '09', status: 'processing', comments: null });

  const operatorIds: number[] = [];
  for (const [merchant, isDefault] of [
    [aggregate, true],
    [group, false],
    [review, false],
  ] as const) {
    const role = await adminRoleOf(db, merchant.merchantNo);
    operatorIds.push((await addOperator(db, { userId: user.id, merchantNo: merchant.merchantNo, roleId: role.id, isDefault })).id);
  }
  await seedDemoViews(deps, { merchantNo: aggregate.merchantNo, operatorId: operatorIds[0]!, userId: user.id });

  // the aggregate merchant's wallet: added funds booked through the ledger; CNH opened at zero
  const credits: Array<[string, bigint, string]> = [
    ['USD', 10_000_000n, 'DEMO-USD-001'],
    ['USD', 2_500_000n, 'DEMO-USD-002'],
    ['EUR', 4_820_050n, 'DEMO-EUR-001'],
    ['GBP', 1_500_000n, 'DEMO-GBP-001'],
    ['HKD', 32_000_000n, 'DEMO-HKD-001'],
  ];
  for (const [currency, amount, reference] of credits)
    await bookInboundCredit(db, { merchantNo: aggregate.merchantNo, currency, amount, bankTransactionId: reference, at: deps.now() });
  await openCurrency(db, aggregate.merchantNo, 'CNH');
  await seedExchanges(deps, aggregate.merchantNo, user.id);

  // an open USD collection account with two payments received (opened as the provisioning job would)
  const va = await applyForAccount(
    deps,
    aggregate.merchantNo,
    {
      currency: 'USD',
      country: 'US',
      type: 'corporate',
      holderName: 'Crossbill Demo Trading Ltd',
      address: '88 Queensway, Admiralty, Hong Kong',
      shareholders: [{ name: 'Avery Chen', percentage: '70', nationality: 'HK' }],
    },
    { userId: user.id },
  );
  await openAccount(db, va.id, new Date(va.dueAt));
  for (const [amount, payerName, payerAccount, reference] of [
    ['8500.00', 'Northwind Traders Inc', '026009593-4410', 'DEMO-FT-1001'],
    ['1250.75', 'Blue Harbor Retail LLC', '121000248-7781', 'DEMO-FT-1002'],
  ] as const)
    await receiveTransfer(db, {
      account: { id: va.id },
      amount,
      currency: 'USD',
      payerName,
      payerAccount,
      reference,
      bankTransactionId: `DEMO-BANK-${reference}`,
      at: deps.now(),
    });

  const { gbp, eur, usd } = await seedDemoPayees(deps, { merchantNo: aggregate.merchantNo, userId: user.id });
  await seedDemoTransfers(deps, {
    merchantNo: aggregate.merchantNo,
    user: { id: user.id, name: 'Avery Chen' },
    password: DEMO_PASSWORD,
    payees: { gbp, usd, eur },
  });
  await seedDemoDisputes(deps, { merchantNo: aggregate.merchantNo, user: { id: user.id, name: 'Avery Chen' } });
  await seedDemoBlacklists(deps, { merchantNo: aggregate.merchantNo, user: { id: user.id, email: DEMO_EMAIL } });
  await seedDemoAlerts(deps, { merchantNo: aggregate.merchantNo, user: { id: user.id, name: 'Avery Chen' } });
  await seedDemoEnrolments(deps, { merchantNo: aggregate.merchantNo, user: { id: user.id, name: 'Avery Chen' } });
  await seedDemoFraud(deps, { merchantNo: aggregate.merchantNo, user: { id: user.id, name: 'Avery Chen' } });
  await seedDemoEthoca(deps, { merchantNo: aggregate.merchantNo, user: { id: user.id, name: 'Avery Chen' } });
  await seedDemoRdr(deps, { merchantNo: aggregate.merchantNo, user: { id: user.id, name: 'Avery Chen' } });
  await seedDemoSubscriptions(deps, { merchantNo: aggregate.merchantNo, user: { id: user.id, name: 'Avery Chen' } });
  // the team audit log shows a change with its before and after: the demo keeps two years
  await setRetention(db, {
    merchantNo: aggregate.merchantNo,
    days: 730,
    actor: {
      userId: user.id,
      ip: '203.0.113.10',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    },
    now: deps.now(),
  });
  await seedDemoDeclarations(deps, { merchantNo: aggregate.merchantNo, user: { id: user.id, name: DEMO_EMAIL } });
  await seedDemoDividend(deps, {
    group: group.merchantNo,
    member: members[0]!,
    aggregate: aggregate.merchantNo,
    payeeId: eur,
    user: { id: user.id, name: 'Avery Chen' },
  });
  // a first Payment API key, as a provider makes one at sign-up: its secret is read by rolling it in account/info
  await issueApiKey(deps, aggregate.merchantNo, { name: 'Default', actor: { userId: null, userAgent: 'demo' }, now: deps.now() });
  await seedDemoCheckout(deps, { merchantNo: aggregate.merchantNo, user: { id: user.id } });

  // about 2,000 transactions over the last 60 days, written by a background job once the server is
  // ready (through the Payment API's services, one database transaction per step), so that start-up
  // does not wait for them
  const until = deps.now().toISOString();
  const traffic: Array<[string, number, number]> = [
    [aggregate.merchantNo, 1000, 11],
    [members[0]!, 500, 12],
    [members[1]!, 500, 13],
  ];
  for (const [merchantNo, count, seed] of deps.config.DEMO_HISTORY ? traffic : []) {
    const job: TrafficJob = { merchantNo, count, days: 60, prefix: 'DEMO', seed, until };
    await deps.jobs.send(TRAFFIC_JOB, job, { singletonKey: `${TRAFFIC_JOB}:${merchantNo}` });
  }

  await publishNotice(db, {
    title: 'Scheduled maintenance on Sunday 02:00–03:00 (UTC+8)',
    content: 'Settlement files and the portal will be unavailable for about one hour while we upgrade our data centre. Payments are not affected.',
    translations: {
      'zh-cn': {
        title: '周日 02:00–03:00（UTC+8）系统维护',
        content: '我们将升级数据中心，届时结算文件和商户后台将暂停服务约一小时，支付交易不受影响。',
      },
    },
  });
  await publishNotice(db, {
    title: 'Pre-dispute alerts now cover RDR',
    content: 'Merchants enrolled in alert services can now see Visa RDR alerts beside Ethoca alerts and act on them before they become chargebacks.',
    translations: {
      'zh-cn': {
        title: '拒付预警现已支持 RDR',
        content: '已开通预警服务的商户，现在除 Ethoca 预警外还可查看 Visa RDR 预警，并在其转为拒付之前及时处理。',
      },
    },
  });
  await publishNotice(db, {
    title: 'Exchange cut-off times',
    content: 'Same-day exchanges: USD and HKD with each other until 16:00, SGD until 11:00, other currencies until 15:00 (Beijing time).',
    translations: {
      'zh-cn': {
        title: '换汇截止时间',
        content: '当日换汇截止时间（北京时间）：美元与港币互换为 16:00，新加坡元为 11:00，其他币种为 15:00。',
      },
    },
  });
  await publishNotice(db, {
    title: 'Welcome to Crossbill',
    content: 'Your aggregate account is approved for acquiring and payout. Invite your team under Account → Operators.',
    translations: {
      'zh-cn': {
        title: '欢迎使用 Crossbill',
        content: '您的聚合账户已开通收单和付款业务。可在“账户 → 操作员”中邀请团队成员。',
      },
    },
    merchantNo: aggregate.merchantNo,
  });

  // the aggregate merchant's stores: one approved by the provider, one still in review
  const demoActor = { userId: null };
  const store = await addApplication(db, {
    merchantNo: aggregate.merchantNo,
    input: {
      name: 'Crossbill Demo online store',
      type: 'website',
      url: 'https://shop.crossbill-demo.example',
      description: 'Home and kitchen goods, shipped worldwide',
    },
    actor: demoActor,
    now: deps.now(),
  });
  await reviewApplication(db, { appId: store.appId, decision: 'pass', now: deps.now() });
  await addApplication(db, {
    merchantNo: aggregate.merchantNo,
    input: { name: 'Crossbill Demo app', type: 'app', url: 'https://app.crossbill-demo.example', description: '' },
    actor: demoActor,
    now: deps.now(),
  });
}

/**
 * Two exchanges of the aggregate merchant, through the exchange service: one delivered (booked the
 * previous business day before the cut-off) and one pending delivery whatever the time of seeding
 * (booked now when past the cut-off, else the previous business day after it: due at today's cut-off).
 * They sell HKD, which the browser tests of balances do not read.
 */
async function seedExchanges(deps: ServerDeps, merchantNo: string, userId: number): Promise<void> {
  const pricing = sandboxPricing(deps.config.FX_SPREAD_BPS);
  const exchangeAt = async (sellCurrency: Currency, buyCurrency: Currency, amount: string, at: Date) => {
    const q = await createQuote(deps.db, pricing, { merchantNo, body: { sellCurrency, buyCurrency, fixedSide: 'sell', amount }, now: at });
    await deps.db.transaction((tx) => book(tx as Tx, { merchantNo, quoteId: q.quoteId, actor: { userId }, now: at }));
  };
  const now = deps.now();
  const previous = previousBusinessDay(businessDate(now));
  await exchangeAt('HKD', 'JPY', '20000.00', businessInstant(previous, 10));
  await exchangeAt('HKD', 'SGD', '5000.00', deliveryPlan('HKD', 'SGD', now).sameDay ? businessInstant(previous, 12) : now);
}

import pg from 'pg';
import { BusinessLine, BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import type { ServerDeps } from '../deps.ts';
import { createUser } from '../modules/identity/service.ts';
import { createMerchant, recordAudit } from '../modules/merchant/service.ts';
import { addOperator, adminRoleOf } from '../modules/access/service.ts';
import { publishNotice } from '../modules/notice/service.ts';
import { bookInboundCredit, openCurrency } from '../modules/wallet/service.ts';

/**
 * Demo data on an empty database (DESIGN.md section 8), created through the services: one operator
 * holding an aggregate merchant (acquiring + payout, approved, the default), a group merchant with
 * two members (it has a contracting-party change to confirm), and an account still in review.
 */
export const DEMO_EMAIL = 'demo@crossbill.dev';
export const DEMO_PASSWORD = 'Crossbill@2026';

// Several processes may start together on one PostgreSQL: only one seeds (a lock held by a
// connection of its own; the embedded database is already one process only).
const SEED_LOCK = 7_317_002;

export async function seedDemoIfEmpty(deps: ServerDeps): Promise<boolean> {
  const isEmpty = async () => {
    const { rows } = await deps.database.query<{ any: boolean }>('select exists(select 1 from users) as any');
    return !rows[0]?.any;
  };
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

  for (const [merchant, isDefault] of [[aggregate, true], [group, false], [review, false]] as const) {
    const role = await adminRoleOf(db, merchant.merchantNo);
    await addOperator(db, { userId: user.id, merchantNo: merchant.merchantNo, roleId: role.id, isDefault });
  }

  // the aggregate merchant's wallet: added funds booked through the ledger; CNH opened at zero
  const credits: Array<[string, bigint, string]> = [
    ['USD', 10_000_000n, 'DEMO-USD-001'],
    ['USD', 2_500_000n, 'DEMO-USD-002'],
    ['EUR', 4_820_050n, 'DEMO-EUR-001'],
    ['GBP', 1_500_000n, 'DEMO-GBP-001'],
    ['HKD', 32_000_000n, 'DEMO-HKD-001'],
  ];
  for (const [currency, amount, reference] of credits)
    await bookInboundCredit(db, { merchantNo: aggregate.merchantNo, currency, amount, reference, at: deps.now() });
  await openCurrency(db, aggregate.merchantNo, 'CNH');

  await publishNotice(db, {
    title: 'Scheduled maintenance on Sunday 02:00–03:00 (UTC+8)',
    content:
      'Settlement files and the portal will be unavailable for about one hour while we upgrade our data centre. Payments are not affected.',
  });
  await publishNotice(db, {
    title: 'Pre-dispute alerts now cover RDR',
    content: 'Merchants enrolled in alert services can now see Visa RDR alerts beside Ethoca alerts and act on them before they become chargebacks.',
  });
  await publishNotice(db, {
    title: 'Exchange cut-off times',
    content: 'Same-day exchanges: USD and HKD with each other until 16:00, SGD until 11:00, other currencies until 15:00 (Beijing time).',
  });
  await publishNotice(db, {
    title: 'Welcome to Crossbill',
    content: 'Your aggregate account is approved for acquiring and payout. Invite your team under Account → Operators.',
    merchantNo: aggregate.merchantNo,
  });
}

import { expect } from 'vitest';
import { BusinessLine, BusinessType, MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant } from '../../../test/fixtures.ts';
import type { TestServer } from '../../../test/harness.ts';
import { verifyLedger } from '../ledger/service.ts';
import { openAccount } from './service.ts';

/** Test helpers of the virtual-account suites (no tests here): a payout merchant, an application, an open account. */
export function virtualAccountKit(s: TestServer) {
  const payoutMerchant = () =>
    newMerchant(s, {
      businessType: BusinessType.AGGREGATE,
      businessTypes: `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`,
      isAggregate: true,
      merchantType: MerchantType.ACQUIRING,
    });

  const application = (over: Record<string, unknown> = {}) => ({
    currency: 'USD',
    country: 'US',
    type: 'corporate',
    holderName: 'Acme Export Ltd',
    address: '12 Harbour Road, Wan Chai, Hong Kong',
    shareholders: [
      { name: 'Jane Doe', percentage: '60', nationality: 'GB' },
      { name: 'Li Wei', percentage: '30.5', nationality: 'CN' },
    ],
    ...over,
  });

  async function activeAccount(cookie: string, over: Record<string, unknown> = {}) {
    const applied = await s.api('POST', '/virtualAccount/apply', { cookie, body: application(over) });
    expect(applied.status).toBe(200);
    // opened as the job would two hours later (the session's clock stays: it would expire meanwhile)
    await openAccount(s.deps.db, applied.body.data.id, new Date(s.clock.now.getTime() + 7200_000));
    return (await s.api('GET', `/virtualAccount/detail?id=${applied.body.data.id}`, { cookie })).body.data;
  }

  async function expectClean() {
    const { problems } = await verifyLedger(s.deps.db);
    expect(problems).toEqual([]);
  }

  return { payoutMerchant, application, activeAccount, expectClean };
}

import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Codes } from '@crossbill/contracts/codes';
import { BusinessLine, BusinessType, MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { auditLog } from '../../platform/audit/schema.ts';
import { verifyLedger } from '../ledger/service.ts';

const s = useTestServer();

const acquiringAggregate = () =>
  newMerchant(s, { businessType: BusinessType.AGGREGATE, businessTypes: BusinessLine.ACQUIRING, isAggregate: true, merchantType: MerchantType.ACQUIRING });

describe('payout activation (/guide)', () => {
  it('adds payout to an aggregate merchant with only acquiring and opens the default accounts at zero', async () => {
    const m = await acquiringAggregate();
    const { cookie } = await newOperator(s, { merchant: m });
    const before = await s.api('GET', '/merLogin/getUserInformation', { cookie });
    expect(before.body.data.businessTypesInfo.businessTypes).toBe('acquiring');

    const res = await s.api('POST', '/merchant/payout/activate', { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ businessTypes: 'acquiring,payout', currencies: ['USD', 'EUR', 'GBP', 'HKD', 'CNH'] });

    const after = await s.api('GET', '/merLogin/getUserInformation', { cookie });
    expect(after.body.data.businessTypesInfo.businessTypes).toBe('acquiring,payout');
    expect(after.body.data.userInfo.businessType).toBe('2');
    const balances = await s.api('GET', '/wallet/balance/list', { cookie });
    expect(balances.body.data.map((b: { currency: string; total: string }) => [b.currency, b.total])).toEqual([
      ['CNH', '0.00'],
      ['EUR', '0.00'],
      ['GBP', '0.00'],
      ['HKD', '0.00'],
      ['USD', '0.00'],
    ]);
    const entries = await s.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantNo, m.merchantNo), eq(auditLog.action, 'merchant.payoutActivate')));
    expect(entries).toHaveLength(1);

    // once only
    const again = await s.api('POST', '/merchant/payout/activate', { cookie });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ respCode: Codes.PAYOUT_ALREADY_ACTIVE.code, respMsg: 'Payout is already active or under review for this merchant.' });
    expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
  });

  it('refuses a merchant the guide is not for: not aggregate, or payout pending', async () => {
    const { cookie: plain } = await newOperator(s);
    expect((await s.api('POST', '/merchant/payout/activate', { cookie: plain })).body.respCode).toBe(Codes.PAYOUT_ALREADY_ACTIVE.code);
    const pending = await newMerchant(s, {
      businessType: BusinessType.AGGREGATE,
      businessTypes: BusinessLine.ACQUIRING,
      pendingBusinessTypes: BusinessLine.PAYOUT,
      isAggregate: true,
    });
    const { cookie } = await newOperator(s, { merchant: pending });
    expect((await s.api('POST', '/merchant/payout/activate', { cookie })).body.respCode).toBe(Codes.PAYOUT_ALREADY_ACTIVE.code);
    // payout still under review: its wallet calls are refused as not open yet
    expect((await s.api('GET', '/wallet/balance/list', { cookie })).body.respCode).toBe(Codes.PAYOUT_NOT_OPEN.code);
  });
});

import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { BusinessLine, BusinessType, MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';

const s = useTestServer();

type Node = { resourceCode: string; childrenNode: Node[] };
const codesOf = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.resourceCode, ...codesOf(n.childrenNode)]);
const PAYOUT_MENUS = [
  'wallet',
  'wallet:balance',
  'wallet:exchange',
  'transfer',
  'transfer:transfer',
  'transfer:contact',
  'virtualAccount',
  'settlement:disbursement',
  'security:transapproval',
];
const PAYOUT_CALLS = [
  '/wallet/balance/list',
  '/exchange/list?page=1&size=10',
  '/transfer/list?page=1&size=10',
  '/transfer/contact/list',
  '/virtualAccount/list?page=1&size=10',
  '/settlement/disbursement/list?page=1&size=10',
];

describe('the payout business follows the merchant business type (spec 2, 6)', () => {
  it('an acquiring-only merchant sees no payout menu and its payout calls are refused with a translated code', async () => {
    const m = await newMerchant(s, { businessTypes: BusinessLine.ACQUIRING });
    const { cookie } = await newOperator(s, { merchant: m });
    const menus = codesOf((await s.api('GET', '/merLogin/listMenus', { cookie })).body.data);
    expect(menus).toContain('transaction:query');
    for (const code of PAYOUT_MENUS) expect(menus, code).not.toContain(code);

    for (const url of PAYOUT_CALLS) {
      const res = await s.api('GET', url, { cookie });
      expect(res.status, url).toBe(403);
      expect(res.body.respCode, url).toBe(Codes.PAYOUT_NOT_OPEN.code);
    }
    // acquiring calls are untouched
    expect((await s.api('GET', '/transaction/list?page=1&size=10', { cookie })).body.respCode).toBe(Codes.SUCCESS.code);
  });

  it('an aggregate merchant keeps its payout branch (it leads to /guide) but its payout calls are refused until payout opens', async () => {
    const m = await newMerchant(s, {
      businessType: BusinessType.AGGREGATE,
      businessTypes: BusinessLine.ACQUIRING,
      isAggregate: true,
      merchantType: MerchantType.ACQUIRING,
    });
    const { cookie } = await newOperator(s, { merchant: m });
    const menus = codesOf((await s.api('GET', '/merLogin/listMenus', { cookie })).body.data);
    expect(menus).toContain('transfer:transfer');
    expect((await s.api('GET', '/wallet/balance/list', { cookie })).body.respCode).toBe(Codes.PAYOUT_NOT_OPEN.code);

    expect((await s.api('POST', '/merchant/payout/activate', { cookie })).status).toBe(200);
    expect((await s.api('GET', '/wallet/balance/list', { cookie })).body.respCode).toBe(Codes.SUCCESS.code);
  });

  it('a payout merchant sees and reaches the payout business', async () => {
    const m = await newMerchant(s, { businessType: BusinessType.PAYOUT, businessTypes: '', merchantType: MerchantType.PAYOUT });
    const { cookie } = await newOperator(s, { merchant: m });
    const menus = codesOf((await s.api('GET', '/merLogin/listMenus', { cookie })).body.data);
    for (const code of ['wallet:balance', 'transfer:transfer', 'transfer:contact']) expect(menus, code).toContain(code);
    expect((await s.api('GET', '/transfer/contact/list', { cookie })).body.respCode).toBe(Codes.SUCCESS.code);
  });
});

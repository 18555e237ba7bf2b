import { describe, expect, it } from 'vitest';
import { MerchantType } from '@crossbill/contracts/merchant';
import { createTestServer } from '../../test/harness.ts';
import { newMerchant, newOperator } from '../../test/fixtures.ts';
import { verifyLedger } from '../modules/ledger/service.ts';
import { seedDemoDividend } from './demo-dividend.ts';

describe('demo split settlement', () => {
  it('shows a group merchant’s shares in every state, its member’s incoming view and the default account’s pending royalty, with a clean ledger', async () => {
    const s = await createTestServer({}, { work: false });
    try {
      const group = await newOperator(s, { merchant: await newMerchant(s, { merchantType: MerchantType.GROUP }) });
      const member = await newOperator(s, { merchant: await newMerchant(s, { parentMerchantNo: group.merchant.merchantNo }) });
      const aggregate = await newOperator(s);
      const payee = await s.api('POST', '/transfer/contact/add', {
        cookie: aggregate.cookie,
        body: {
          category: 'others',
          entityType: 'individual',
          currency: 'GBP',
          country: 'GB',
          method: 'local',
          accountFormat: 'iban',
          iban: 'GB82 WEST 1234 5698 7654 32',
          accountConfirm: 'GB82 WEST 1234 5698 7654 32',
          name: 'Studio Owner',
          bankName: 'Barclays Bank UK PLC',
          swift: 'BARCGB22',
          nickname: 'Studio',
          isDefault: false,
        },
      });
      expect(payee.body.respCode, payee.body.respMsg).toBe('20000');
      await seedDemoDividend(s.deps, {
        group: group.merchant.merchantNo,
        member: member.merchant.merchantNo,
        aggregate: aggregate.merchant.merchantNo,
        payeeId: payee.body.data.id,
        user: { id: group.user.id, name: 'Avery Chen' },
      });
      const list = async (cookie: string, q = '') =>
        (await s.api('GET', `/dividend/list?page=1&size=20${q}`, { cookie })).body.data.content as Array<Record<string, string>>;
      expect((await list(group.cookie)).map((r) => [r.amount, r.reversedAmount, r.status]).sort()).toEqual(
        [
          ['60.00', '0.00', 'settled'],
          ['20.00', '10.00', 'settled'],
          ['30.00', '0.00', 'pending'],
          ['5.00', '0.00', 'failed'],
        ].sort(),
      );
      expect((await list(member.cookie, '&direction=incoming')).length).toBe(4);
      expect((await list(aggregate.cookie)).map((r) => [r.amount, r.status, r.receiverKind])).toEqual([['40.00', 'pending', 'external']]);
      expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

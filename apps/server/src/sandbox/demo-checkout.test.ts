import { describe, expect, it } from 'vitest';
import { CARD_BRANDS } from '@crossbill/contracts/card';
import { LOCAL_METHOD_CODES } from '@crossbill/contracts/payment';
import { createTestServer } from '../../test/harness.ts';
import { newOperator } from '../../test/fixtures.ts';
import { hostedLook } from '../modules/checkout/service.ts';
import { seedDemoCheckout } from './demo-checkout.ts';

describe('demo checkout', () => {
  it('lists every method, cards first with Visa and Mastercard leading, and a brand for all websites with its logo served publicly', async () => {
    const s = await createTestServer({}, { work: false });
    try {
      const op = await newOperator(s);
      const merchantNo = op.merchant.merchantNo;
      await seedDemoCheckout(s.deps, { merchantNo, user: { id: op.user.id } });
      const cards = (await s.api('GET', '/checkout/card/list?page=1&size=100', { cookie: op.cookie })).body.data.content as Array<Record<string, unknown>>;
      expect(cards.map((c) => c.method)).toEqual([...CARD_BRANDS, ...LOCAL_METHOD_CODES]);
      expect(cards.slice(0, 2).map((c) => c.method)).toEqual(['visa', 'mastercard']);
      expect(cards.every((c) => c.enabled === true && c.allWebsites === true)).toBe(true);

      const brands = (await s.api('GET', '/checkout/brand/list?page=1&size=10', { cookie: op.cookie })).body.data.content as Array<Record<string, unknown>>;
      expect(brands).toHaveLength(1);
      expect(brands[0]).toMatchObject({ name: 'Crossbill Demo Store', colour: '#0b6e4f', allWebsites: true, showMerchantOrderId: true, autoRedirect: true });
      // the hosted page still offers everything, under the brand
      const look = await hostedLook(s.deps.db, { merchantNo, appId: null });
      expect(look.brand?.name).toBe('Crossbill Demo Store');
      expect([look.cardBrands, look.localMethods, look.cardsFirst]).toEqual([[...CARD_BRANDS], [...LOCAL_METHOD_CODES], true]);
      const logo = await s.app.inject({ method: 'GET', url: String(brands[0]!.logoUrl) });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.rawPayload.readUInt32BE(16)).toBeGreaterThanOrEqual(130);
    } finally {
      await s.close();
    }
  });
});

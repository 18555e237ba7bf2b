import { describe, expect, it } from 'vitest';
import { CARD_BRANDS } from '@crossbill/contracts/card';
import { LOCAL_METHOD_CODES } from '@crossbill/contracts/payment';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { brandBody, logoId, website } from '../../../test/checkout.ts';
import { hostedLook } from './service.ts';

/** What the hosted page reads: the website's own brand, else the 'All websites' brand, else none; methods in order. */
const s = useTestServer();

describe('hostedLook', () => {
  it('a merchant with nothing configured: no brand, every method in the catalogue order, cards first', async () => {
    const { merchant } = await newOperator(s);
    expect(await hostedLook(s.deps.db, { merchantNo: merchant.merchantNo, appId: null })).toEqual({
      brand: null,
      cardBrands: [...CARD_BRANDS],
      localMethods: [...LOCAL_METHOD_CODES],
      cardsFirst: true,
    });
  });

  it("a website with its own brand, one under 'All websites', and the methods enabled for each", async () => {
    const { cookie, merchant } = await newOperator(s);
    const own = await website(s, cookie, 'Own Brand Shop');
    const plain = await website(s, cookie, 'Plain Shop');
    const fileId = await logoId(s, cookie);
    await s.api('POST', '/checkout/brand/add', { cookie, body: brandBody({ name: 'Everywhere', colour: '#000000', autoRedirect: true }) });
    const mine = await s.api('POST', '/checkout/brand/add', {
      cookie,
      body: brandBody({ name: 'Own', logoFileId: fileId, colour: '#ff0000', allWebsites: false, appIds: [own], allowCancel: false }),
    });
    const add = (method: string, appIds: string[] = []) =>
      s.api('POST', '/checkout/card/add', { cookie, body: { method, allWebsites: appIds.length === 0, appIds } }).then((r) => r.body.data.id as number);
    await add('visa');
    const alipay = await add('alipay');
    await add('pix', [own]);
    const amex = await add('amex');
    await s.api('POST', '/checkout/card/move', { cookie, body: { id: alipay, to: 'top' } });
    await s.api('POST', '/checkout/card/edit', { cookie, body: { id: amex, enabled: false, allWebsites: true, appIds: [] } });

    const lookOwn = await hostedLook(s.deps.db, { merchantNo: merchant.merchantNo, appId: own });
    expect(lookOwn).toEqual({
      brand: {
        name: 'Own',
        logoUrl: mine.body.data.logoUrl,
        colour: '#ff0000',
        showMerchantOrderId: true,
        allowCancel: false,
        switchCountry: false,
        autoRedirect: false,
      },
      cardBrands: ['visa'],
      localMethods: ['alipay', 'pix'],
      cardsFirst: false,
    });
    const logo = await s.app.inject({ method: 'GET', url: lookOwn.brand!.logoUrl! });
    expect(logo.statusCode).toBe(200);

    const lookPlain = await hostedLook(s.deps.db, { merchantNo: merchant.merchantNo, appId: plain });
    expect(lookPlain.brand).toMatchObject({ name: 'Everywhere', logoUrl: null, colour: '#000000', autoRedirect: true });
    expect(lookPlain.localMethods).toEqual(['alipay']);
  });

  it('no brand applies: none for the website, and none for another merchant', async () => {
    const { cookie, merchant } = await newOperator(s);
    const shop = await website(s, cookie, 'Lonely Shop');
    const other = await website(s, cookie, 'Branded Shop');
    await s.api('POST', '/checkout/brand/add', { cookie, body: brandBody({ allWebsites: false, appIds: [other] }) });
    expect((await hostedLook(s.deps.db, { merchantNo: merchant.merchantNo, appId: shop })).brand).toBeNull();
    const stranger = await newOperator(s);
    expect((await hostedLook(s.deps.db, { merchantNo: stranger.merchant.merchantNo, appId: other })).brand).toBeNull();
  });
});

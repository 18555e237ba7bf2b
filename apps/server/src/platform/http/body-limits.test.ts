import { beforeAll, describe, expect, it } from 'vitest';
import { BusinessLine, BusinessType, MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';

const s = useTestServer();

/** Every route that takes an Idempotency-Key (money-moving POSTs). */
const IDEMPOTENT = [
  '/refund/apply',
  '/refund/batch/confirm',
  '/refund/batch/selection',
  '/settlement/disbursement/apply',
  '/exchange/book',
  '/transfer/submit',
  '/transfer/batch/confirm',
  '/sandbox/inbound-credit',
];

const cookies = {} as { en: string; zh: string };
beforeAll(async () => {
  const payout = {
    businessType: BusinessType.AGGREGATE,
    businessTypes: `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`,
    isAggregate: true,
    merchantType: MerchantType.ACQUIRING,
  };
  cookies.en = (await newOperator(s, { merchant: await newMerchant(s, payout) })).cookie;
  cookies.zh = (await newOperator(s, { merchant: await newMerchant(s, payout), language: 'zh-cn' })).cookie;
});

/** A raw POST: the body exactly as given, with its own content type. */
async function post(url: string, payload: string, o: { key?: string; lang?: 'en' | 'zh'; contentType?: string } = {}) {
  const raw = await s.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: {
      'ow-source': 'merchant',
      'ow-version': '1',
      cookie: cookies[o.lang ?? 'en'],
      'content-type': o.contentType ?? 'application/json',
      ...(o.key === undefined ? {} : { 'idempotency-key': o.key }),
    },
  });
  return { status: raw.statusCode, body: raw.json() as { respCode: string; respMsg: string }, headers: raw.headers };
}

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const overLimit = JSON.stringify({ reason: 'x'.repeat(1024 * 1024 + 10) });

describe('request bodies past their limits', () => {
  it('a JSON body over the limit answers 413 in the operator’s language and closes the connection', async () => {
    const en = await post('/merLogin/doLogin', overLimit);
    expect([en.status, en.body.respMsg]).toEqual([413, 'The request is too large.']);
    expect(en.headers.connection).toBe('close');
    const zh = await post('/transfer/quote', overLimit, { lang: 'zh' });
    expect([zh.status, zh.body.respMsg]).toEqual([413, '请求内容过大。']);
  });

  for (const url of IDEMPOTENT) {
    it(`${url}: any bad body or key is a 4xx, never a 500`, async () => {
      const bodies = [
        '{bad json',
        'null',
        '[]',
        '"text"',
        '42',
        '{}',
        nested(2000),
        JSON.stringify({ id: 'x'.repeat(5000), amount: '9'.repeat(40), currency: '\u0000', transactionId: { $gt: '' } }),
      ];
      const answers = [];
      for (const body of bodies) answers.push(await post(url, body, { key: crypto.randomUUID() }));
      // the same key again, with another bad body; and keys that are no keys
      const key = crypto.randomUUID();
      answers.push(await post(url, '{}', { key }), await post(url, '[1]', { key }));
      answers.push(await post(url, '{}'), await post(url, '{}', { key: 'k'.repeat(300) }), await post(url, '{}', { key: 'bad key\u0001' }));
      answers.push(await post(url, 'id=1', { key: crypto.randomUUID(), contentType: 'application/x-www-form-urlencoded' }));
      for (const a of answers) {
        expect(a.status, `${url} answered ${a.status} ${a.body.respMsg}`).toBeGreaterThanOrEqual(400);
        expect(a.status, `${url} answered ${a.status} ${a.body.respMsg}`).toBeLessThan(500);
      }
      const big = await post(url, overLimit, { key: crypto.randomUUID() });
      expect([big.status, big.body.respMsg]).toEqual([413, 'The request is too large.']);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';

const s = useTestServer();

/**
 * The classes of hostile input of issue 21 on real routes: each is a 4xx envelope (code 11000) that
 * names the field in the operator's language, never a 5xx. The fuzz (fuzz.test.ts) covers every
 * route; this file pins the answers a person would read.
 */
describe('bounded inputs', () => {
  it('answers ids past int4, days that do not exist and huge amounts with the field and its rule', async () => {
    const { cookie } = await newOperator(s);
    const id = await s.api('GET', '/transfer/detail?id=2147483648', { cookie });
    expect(id.status).toBe(422);
    expect(id.body).toMatchObject({ respCode: '11000', respMsg: 'Record: The value must be at most 2147483647' });
    expect(id.body.data.fieldErrors).toEqual([{ field: 'id', message: 'The value must be at most 2147483647' }]);

    const day = await s.api('GET', '/transaction/list?beginTime=2026-02-30T00:00:00Z', { cookie });
    expect(day.status).toBe(422);
    expect(day.body.respMsg).toBe('Start time: Please enter a date and time that exist, with their time zone');

    const amount = await s.api('POST', '/refund/apply', {
      cookie,
      body: { transactionId: 'TX0000001', amount: '9'.repeat(40), reason: 'x' },
      headers: { 'idempotency-key': 'k-1' },
    });
    expect(amount.status).toBe(422);
    expect(amount.body.respMsg).toBe('Amount: At most 15 digits before the decimal point');
    const spaced = await s.api('POST', '/refund/apply', {
      cookie,
      body: { transactionId: 'TX0000001', amount: ' 12.50', reason: 'x' },
      headers: { 'idempotency-key': 'k-2' },
    });
    expect(spaced.body.respMsg).toBe('Amount: Please enter a number');

    const page = await s.api('GET', '/transaction/list?page=1e20', { cookie });
    expect(page.status).toBe(422);
    expect(page.body.data.fieldErrors[0].field).toBe('page');
  });

  it('refuses NUL and other control characters anywhere, and single-line text with a newline', async () => {
    const { cookie } = await newOperator(s);
    const nul = await s.api('GET', '/transaction/list?merchantOrderId=a%00b', { cookie });
    expect(nul.status).toBe(422);
    expect(nul.body).toMatchObject({ respCode: '11000', respMsg: 'Merchant order ID: Control characters (such as NUL) are not allowed' });
    const key = await s.api('POST', '/transaction/export', { cookie, body: { ['a\u0000']: 1 } });
    expect(key.status).toBe(422);
    const deep = await s.api('POST', '/transaction/export', { cookie, body: { a: JSON.parse('['.repeat(100) + ']'.repeat(100)) } });
    expect(deep.body.respMsg).toContain('The request is nested too deeply');
    const newline = await s.api('POST', '/permission/role/add', {
      cookie,
      body: { name: 'Ops\nteam', description: 'first line\nsecond line', resourceCodes: [] },
    });
    expect(newline.status).toBe(422);
    expect(newline.body.data.fieldErrors).toEqual([{ field: 'name', message: 'Control characters (such as NUL) are not allowed' }]);
  });

  it('says it in Chinese to a Chinese-speaking operator', async () => {
    const { cookie } = await newOperator(s);
    expect((await s.api('POST', '/merLogin/switchLanguage', { cookie, body: { language: 'zh-cn' } })).status).toBe(200);
    expect((await s.api('GET', '/transfer/detail?id=2147483648', { cookie })).body.respMsg).toBe('记录：数值不能大于 2147483647');
    expect((await s.api('GET', '/transaction/list?merchantOrderId=a%00b', { cookie })).body.respMsg).toBe('商户订单号：不能包含控制字符（如 NUL）');
    expect((await s.api('GET', '/transaction/list?minAmount=1234567890123456', { cookie })).body.respMsg).toBe('最低金额：整数部分最多 15 位');
  });
});

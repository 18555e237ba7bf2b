import { expect } from 'vitest';
import { newOperator } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import { paymentClient } from './payment-api.ts';

/** Valid PRC resident ID numbers (GB 11643 check character) for declaration tests. */
export const IDS = ['11010519491231002X', '110101199003071233', '440306198506153323'] as const;

/** A merchant's operator, its /v1 client and the declaration calls the tests make. */
export async function declarationSetup(s: TestServer, o: Parameters<typeof newOperator>[1] = {}) {
  const op = await newOperator(s, o);
  const merchantNo = op.merchant.merchantNo;
  const c = await paymentClient(s, merchantNo);
  /** a succeeded CNY card payment */
  const pay = async (amount = '300.00', currency = 'CNY') => {
    const r = await c.pay('4242424242424242', { amount, currency });
    expect(r.body.data.status, r.body.respMsg).toBe('succeeded');
    return r.body.data.transactionId as string;
  };
  const form = (transactionId: string, over: Record<string, unknown> = {}) => ({
    transactionId,
    customsCode: 'HANGZHOU_ZONGSHU',
    merchantCustomsCode: '3301960ABC',
    merchantCustomsName: 'Crossbill Test Trading Co.',
    amount: '100.00',
    payerName: 'Zhang San',
    payerIdNumber: IDS[0],
    ...over,
  });
  const add = (body: Record<string, unknown>, cookie = op.cookie) => s.api('POST', '/declaration/add', { cookie, body });
  const added = async (body: Record<string, unknown>) => {
    const r = await add(body);
    expect(r.body.respCode, JSON.stringify(r.body)).toBe('20000');
    return r.body.data as { declarationId: string; status: string };
  };
  const detail = async (declarationId: string, cookie = op.cookie) =>
    (await s.api('GET', `/declaration/detail?declarationId=${declarationId}`, { cookie })).body;
  return { op, merchantNo, c, pay, form, add, added, detail };
}

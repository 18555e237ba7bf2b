import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@crossbill/contracts/endpoint';
import type { SessionInfo } from '@crossbill/contracts/session';
import { envelopeResponse, inLanguage } from '../test/utils';
import { call, endpointQuery, keyOf } from './call';
import { clearLoginData, saveLoginData } from './session-state';

const fetchMock = vi.fn<typeof fetch>();
const session = (merchantType: number) =>
  ({ userInfo: { userId: 7, merchantNo: 'M1', merchantName: 'Shop', merchantType }, loginRecord: { roleName: 'Admin' } }) as unknown as SessionInfo;

const list = defineEndpoint({
  method: 'GET',
  path: '/thing/list',
  permission: 'thing:list',
  families: ['/blocMer'],
  query: z.object({ page: z.coerce.number(), name: z.string().optional() }),
  response: z.object({ total: z.number() }),
  summary: 'Things',
  tags: ['thing'],
});
const one = defineEndpoint({
  method: 'GET',
  path: '/thing/info/:id',
  permission: 'thing:list',
  params: z.object({ id: z.coerce.number() }),
  response: z.null(),
  summary: 'A thing',
  tags: ['thing'],
});
const pay = defineEndpoint({
  method: 'POST',
  path: '/thing/pay',
  permission: 'thing:pay',
  idempotent: true,
  body: z.object({ amount: z.string() }),
  response: z.null(),
  summary: 'Pay',
  tags: ['thing'],
});

beforeAll(() => inLanguage('en'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => envelopeResponse('20000', { total: 1 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  clearLoginData();
});

const urlOf = (n: number) => String(fetchMock.mock.calls[n]![0]);

describe('the endpoint client', () => {
  it('sends the query and fills path parameters from the endpoint', async () => {
    await expect(call(list, { query: { page: 2, name: 'a b' } })).resolves.toEqual({ total: 1 });
    expect(urlOf(0)).toBe('/api/thing/list?page=2&name=a+b');
    await call(one, { params: { id: 42 } });
    expect(urlOf(1)).toBe('/api/thing/info/42');
  });

  it("reads a group's lists under the family the endpoint is served under, and only there", async () => {
    saveLoginData(session(3));
    await call(list, { query: { page: 1 } });
    expect(urlOf(0)).toBe('/api/blocMer/thing/list?page=1');
    await call(one, { params: { id: 1 } });
    expect(urlOf(1)).toBe('/api/thing/info/1');
    // a type 2 merchant's family is /proxyMer, which this endpoint is not served under
    saveLoginData(session(2));
    await call(list, { query: { page: 1 } });
    expect(urlOf(2)).toBe('/api/thing/list?page=1');
  });

  it('posts the body with the idempotency key, and refuses to send a money call without one', async () => {
    await call(pay, { body: { amount: '1.00' } }, { idempotencyKey: 'k-1' });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"amount":"1.00"}');
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'k-1' });
    expect(() => call(pay, { body: { amount: '1.00' } })).toThrow(/idempotency key/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keys answers by domain, path and input, so that a domain refreshes as one', () => {
    expect(endpointQuery(list, { query: { page: 1 } }).queryKey).toEqual(['thing', '/thing/list', { query: { page: 1 } }]);
    expect(keyOf(pay)).toEqual(['thing', '/thing/pay']);
  });
});

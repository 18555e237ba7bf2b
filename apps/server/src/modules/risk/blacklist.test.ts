import { describe, expect, it } from 'vitest';
import { newOperator, signIn, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { createRole } from '../access/service.ts';

const s = useTestServer({}, { work: false });

/** An operator with a /v1 client and the blacklist calls the tests make. */
async function setup(o: Parameters<typeof newOperator>[1] = {}) {
  const op = await newOperator(s, o);
  const c = await paymentClient(s, op.merchant.merchantNo);
  const post = (path: string, body: Record<string, unknown>, cookie = op.cookie) => s.api('POST', path, { cookie, body });
  const get = (path: string, cookie = op.cookie) => s.api('GET', path, { cookie });
  const list = async (attribute: string, scope = 'all', name = `${attribute} list`) => {
    const r = await post('/risk/blacklist/add', { name, attribute, scope });
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    return r.body.data.id as number;
  };
  const add = async (listId: number, value: string, more: Record<string, unknown> = {}) => {
    const r = await post('/risk/blacklist/item/add', { listId, type: 'C', value, ...more });
    expect(r.body.respCode, JSON.stringify(r.body)).toBe('20000');
    return r.body.data;
  };
  const relogin = async () => {
    op.cookie = (await signIn(s, op.email, { password: op.password })).cookie;
  };
  const header = async (id: number) => (await get(`/risk/blacklist/detail?id=${id}`)).body.data;
  return { op, c, post, get, list, add, header, relogin };
}

describe('risk blacklists', () => {
  it('allows one list per attribute, answering 00022|00011 with its message for a second', async () => {
    const t = await setup();
    await t.list('email');
    const again = await t.post('/risk/blacklist/add', { name: 'Another', attribute: 'email', scope: 'card' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      respCode: '00022|00011',
      respMsg: 'A blacklist of the same type already exists; you can add the values to it directly.',
    });
    // another merchant may have its own e-mail list
    const other = await setup();
    await other.list('email');
    const page = (await t.get('/risk/blacklist/list')).body.data;
    expect(page.total).toBe(1);
    expect(page.content[0]).toMatchObject({ attribute: 'email', type: 'identity', scope: 'all', active: true, itemCount: 0, creator: t.op.email });
  });

  it('declines a /v1 payment whose card is listed, keeps only a hash of it, counts the hit and shows it on the transaction', async () => {
    const t = await setup();
    const id = await t.list('card', 'card', 'Stolen cards');
    const item = await t.add(id, '4242 4242 4242 4242', { remarks: 'reported stolen' });
    expect(item).toMatchObject({ value: '424242****4242', type: 'C', status: 'active', displayStatus: 'active', expiryDate: null });
    const stored = await s.deps.database.query('select value, display from blacklist_items where id = $1', [item.id]);
    expect(JSON.stringify(stored.rows)).not.toContain('4242424242424242');

    const ok = await t.c.pay('5555555555554444');
    expect(ok.body.data.status).toBe('succeeded');
    const hit = await t.c.pay('4242424242424242');
    expect(hit.body.data).toMatchObject({ status: 'failed', responseCode: 'B1', responseMessage: 'Blocked by a merchant blacklist', capturedAmount: '0.00' });

    const detail = (await t.get(`/transaction/detail?transactionId=${hit.body.data.transactionId}`)).body.data;
    expect(detail.blacklistHit).toMatchObject({ listId: id, listName: 'Stolen cards', attribute: 'card', itemId: item.id, value: '424242****4242' });
    expect((await t.get(`/transaction/detail?transactionId=${ok.body.data.transactionId}`)).body.data.blacklistHit).toBeNull();

    const h = await t.header(id);
    expect(h).toMatchObject({ hitCount: 1, hits30d: 1, checked30d: 2, hitRate30d: 0.5, itemCount: 1 });
    expect(h.lastHitAt).not.toBeNull();
    const items = (await t.get(`/risk/blacklist/item/list?listId=${id}`)).body.data.content;
    expect(items[0]).toMatchObject({ hitCount: 1, remarks: 'reported stolen' });
    expect(items[0].lastHitAt).not.toBeNull();
    // a local payment is outside a card-only list's scope and is not checked
    expect((await t.c.local('alipay', 'CNY')).body.data.status).toBe('pending');
    expect((await t.header(id)).checked30d).toBe(2);
  });

  it('matches e-mail domains, IPs exactly and phones normalised, within the scope of each list', async () => {
    const t = await setup();
    const domains = await t.list('email_domain', 'local');
    await t.add(domains, '@Spam.example');
    const ips = await t.list('ip');
    await t.add(ips, '203.0.113.9');
    const phones = await t.list('phone', 'card');
    await t.add(phones, '+86 138 0013 8000');
    expect((await t.post('/risk/blacklist/item/add', { listId: phones, type: 'C', value: '12345' })).body.data.fieldErrors[0]).toMatchObject({
      field: 'value',
      message: 'Please enter a valid phone number in international form, e.g. +8613800138000',
    });

    const card = '5555555555554444';
    // a domain list of local payments does not touch card payments
    expect((await t.c.pay(card, { customerEmail: 'Buyer@SPAM.example' })).body.data.responseCode).toBe('00');
    const local = await t.c.call('POST', '/payments', {
      merchantOrderId: t.c.order(),
      amount: '10.00',
      currency: 'CNY',
      paymentMethod: 'alipay',
      customerEmail: 'x@spam.example',
    });
    expect(local.body.data).toMatchObject({ status: 'failed', responseCode: 'B1' });
    expect((await t.c.pay(card, { customerIp: '203.0.113.90' })).body.data.responseCode).toBe('00');
    expect((await t.c.pay(card, { customerIp: '203.0.113.9' })).body.data.responseCode).toBe('B1');
    expect((await t.c.pay(card, { customerPhone: '+8613800138000' })).body.data.responseCode).toBe('B1');
    expect((await t.c.pay(card, { customerPhone: '+8613800138001' })).body.data.responseCode).toBe('00');
    expect((await t.header(domains)).hitCount).toBe(1);
    expect((await t.header(ips)).hitCount).toBe(1);
    expect((await t.header(phones)).hitCount).toBe(1);
  });

  it('does not match inactive items, expired items or inactive lists', async () => {
    const t = await setup();
    const id = await t.list('email');
    const a = await t.add(id, 'a@example.com', { status: 'inactive' });
    expect(a.displayStatus).toBe('inactive');
    const today = new Date(s.deps.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const b = await t.add(id, 'b@example.com', { expiryDate: today });
    expect(b.displayStatus).toBe('expiring_soon');
    const card = '5555555555554444';
    expect((await t.c.pay(card, { customerEmail: 'a@example.com' })).body.data.responseCode).toBe('00');
    expect((await t.c.pay(card, { customerEmail: 'b@example.com' })).body.data.responseCode).toBe('B1');
    s.clock.advance(86_400_000);
    await t.relogin();
    expect((await t.c.pay(card, { customerEmail: 'b@example.com' })).body.data.responseCode).toBe('00');

    const c = await t.add(id, 'c@example.com');
    expect((await t.c.pay(card, { customerEmail: 'c@example.com' })).body.data.responseCode).toBe('B1');
    expect((await t.post('/risk/blacklist/toggle', { id, active: false })).body.data.active).toBe(false);
    expect((await t.c.pay(card, { customerEmail: 'c@example.com' })).body.data.responseCode).toBe('00');
    await t.post('/risk/blacklist/toggle', { id, active: true });
    // batch actions need a selection, then switch the selected items
    expect((await t.post('/risk/blacklist/item/batch', { listId: id, action: 'deactivate', ids: [] })).body.data.fieldErrors[0].message).toBe(
      'Please select items data',
    );
    expect((await t.post('/risk/blacklist/item/batch', { listId: id, action: 'deactivate', ids: [c.id] })).body.data.changed).toBe(1);
    expect((await t.c.pay(card, { customerEmail: 'c@example.com' })).body.data.responseCode).toBe('00');
    expect((await t.post('/risk/blacklist/item/batch', { listId: id, action: 'activate', ids: [a.id, c.id] })).body.data.changed).toBe(2);
    expect((await t.c.pay(card, { customerEmail: 'a@example.com' })).body.data.responseCode).toBe('B1');
    expect((await t.post('/risk/blacklist/item/delete', { listId: id, ids: [a.id] })).body.data.changed).toBe(1);
    expect((await t.header(id)).itemCount).toBe(2);
    expect((await t.c.pay(card, { customerEmail: 'a@example.com' })).body.data.responseCode).toBe('00');
  });

  it('takes an M item from a payment of the merchant (card hash, e-mail, IP), not from another merchant', async () => {
    const t = await setup();
    const paid = (await t.c.pay('4000000000003220', { customerEmail: 'm@example.com', customerIp: '198.51.100.7' })).body.data.transactionId;
    const cards = await t.list('card');
    const m = await t.post('/risk/blacklist/item/add', { listId: cards, type: 'M', transactionId: paid });
    expect(m.body.data).toMatchObject({ type: 'M', transactionId: paid, value: '400000****3220' });
    expect((await t.c.pay('4000000000003220')).body.data.responseCode).toBe('B1');
    const other = await setup();
    const ips = await other.list('ip');
    const foreign = await other.post('/risk/blacklist/item/add', { listId: ips, type: 'M', transactionId: paid });
    expect(foreign.body.data.fieldErrors[0]).toMatchObject({ field: 'transactionId' });
  });

  it('keeps each merchant to its own lists and asks for the risk:list codes', async () => {
    const t = await setup();
    const id = await t.list('ip');
    await t.add(id, '192.0.2.1');
    const other = await setup();
    expect((await other.get(`/risk/blacklist/detail?id=${id}`)).status).toBe(404);
    expect((await other.get(`/risk/blacklist/item/list?listId=${id}`)).status).toBe(404);
    expect((await other.post('/risk/blacklist/item/add', { listId: id, type: 'C', value: '192.0.2.2' })).status).toBe(404);
    expect((await other.post('/risk/blacklist/delete', { id })).status).toBe(404);
    // the other merchant's payments are not checked against this list
    expect((await other.c.pay('5555555555554444', { customerIp: '192.0.2.1' })).body.data.responseCode).toBe('00');

    const viewer = await createRole(s.deps.db, { merchantNo: t.op.merchant.merchantNo, name: 'Risk viewer', resourceCodes: ['risk:list'] });
    const v = await newOperator(s, { merchant: t.op.merchant, roleId: viewer.id });
    expect((await t.get('/risk/blacklist/list', v.cookie)).body.data.total).toBe(1);
    for (const [path, body] of [
      ['/risk/blacklist/add', { name: 'x', attribute: 'email', scope: 'all' }],
      ['/risk/blacklist/item/add', { listId: id, type: 'C', value: '192.0.2.3' }],
      ['/risk/blacklist/item/delete', { listId: id, ids: [1] }],
      ['/risk/blacklist/delete', { id }],
    ] as const)
      expect((await t.post(path, body, v.cookie)).status, path).toBe(403);
    const none = await createRole(s.deps.db, { merchantNo: t.op.merchant.merchantNo, name: 'Nothing', resourceCodes: ['transaction:refuse'] });
    const n = await newOperator(s, { merchant: t.op.merchant, roleId: none.id });
    expect((await t.get('/risk/blacklist/list', n.cookie)).status).toBe(403);
    expect((await t.post('/risk/blacklist/delete', { id })).body.data.changed).toBe(1);
    expect((await t.get('/risk/blacklist/list')).body.data.total).toBe(0);
  });
});

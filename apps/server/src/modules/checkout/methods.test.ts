import { describe, expect, it } from 'vitest';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { website } from '../../../test/checkout.ts';

/** checkout/card (spec 5 card sorting): dense priorities, moves only to the top or the bottom, per-website enablement. */
const s = useTestServer();

type Card = { id: number; method: string; priority: number; kind: string; enabled: boolean };
const order = async (cookie: string) =>
  ((await s.api('GET', '/checkout/card/list', { cookie })).body.data.content as Card[]).map((c) => `${c.priority}:${c.method}`);

async function listed(cookie: string, methods: string[]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const method of methods) {
    const r = await s.api('POST', '/checkout/card/add', { cookie, body: { method, allWebsites: true, appIds: [] } });
    expect(r.body.respCode).toBe('20000');
    ids[method] = r.body.data.id;
  }
  return ids;
}

describe('checkout cards', () => {
  it('a method joins at the lowest priority; it is listed once; a card brand is a card, alipay a local method', async () => {
    const { cookie } = await newOperator(s);
    await listed(cookie, ['visa', 'alipay', 'mastercard']);
    expect(await order(cookie)).toEqual(['1:visa', '2:alipay', '3:mastercard']);
    const list = (await s.api('GET', '/checkout/card/list', { cookie })).body.data.content as Card[];
    expect(list.map((c) => c.kind)).toEqual(['card', 'local', 'card']);
    const again = await s.api('POST', '/checkout/card/add', { cookie, body: { method: 'visa', allWebsites: true, appIds: [] } });
    expect(again.status).toBe(422);
    expect(again.body.data.fieldErrors[0].field).toBe('method');
    const unknown = await s.api('POST', '/checkout/card/add', { cookie, body: { method: 'bitcoin', allWebsites: true, appIds: [] } });
    expect(unknown.status).toBe(422);
  });

  it('moves to the top or the bottom only; the others keep their order, numbered 1..n; each move is audited', async () => {
    const { cookie, merchant } = await newOperator(s);
    const ids = await listed(cookie, ['visa', 'mastercard', 'amex', 'alipay']);
    const top = await s.api('POST', '/checkout/card/move', { cookie, body: { id: ids.amex, to: 'top' } });
    expect(top.body.respCode).toBe('20000');
    expect(await order(cookie)).toEqual(['1:amex', '2:visa', '3:mastercard', '4:alipay']);
    await s.api('POST', '/checkout/card/move', { cookie, body: { id: ids.visa, to: 'bottom' } });
    expect(await order(cookie)).toEqual(['1:amex', '2:mastercard', '3:alipay', '4:visa']);
    const sideways = await s.api('POST', '/checkout/card/move', { cookie, body: { id: ids.visa, to: 'up' } });
    expect(sideways.status).toBe(422);
    const audits = await s.deps.database.query<{ target: string }>(
      `select target from audit_log where merchant_no = $1 and action = 'checkout.card.move' order by id`,
      [merchant.merchantNo],
    );
    expect(audits.rows.map((r) => r.target)).toEqual(['amex', 'visa']);
  });

  it('two operators moving at once end in one consistent, dense order', async () => {
    const { cookie } = await newOperator(s);
    const ids = await listed(cookie, ['visa', 'mastercard', 'amex', 'jcb', 'alipay', 'pix']);
    const moves = [
      { id: ids.pix, to: 'top' },
      { id: ids.visa, to: 'bottom' },
      { id: ids.jcb, to: 'top' },
      { id: ids.amex, to: 'bottom' },
    ];
    const answers = await Promise.all(moves.map((body) => s.api('POST', '/checkout/card/move', { cookie, body })));
    expect(answers.map((a) => a.body.respCode)).toEqual(['20000', '20000', '20000', '20000']);
    const final = await order(cookie);
    expect(final.map((x) => Number(x.split(':')[0]))).toEqual([1, 2, 3, 4, 5, 6]);
    // whatever the order the moves ran in, the last answer is the order that stands
    const last = answers.map((a) => (a.body.data as Card[]).map((c) => `${c.priority}:${c.method}`)).find((o) => o.join() === final.join());
    expect(last).toBeDefined();
    // concurrent adds too: no two share a priority
    const { cookie: c2 } = await newOperator(s);
    await Promise.all(
      ['visa', 'mastercard', 'amex', 'alipay'].map((method) =>
        s.api('POST', '/checkout/card/add', { cookie: c2, body: { method, allWebsites: true, appIds: [] } }),
      ),
    );
    expect((await order(c2)).map((x) => Number(x.split(':')[0]))).toEqual([1, 2, 3, 4]);
  });

  it('per website: a method on chosen approved websites; disabling it; websites must be approved', async () => {
    const { cookie } = await newOperator(s);
    const shop = await website(s, cookie, 'Card Shop');
    const pending = await website(s, cookie, 'Card Pending', { approve: false });
    const add = await s.api('POST', '/checkout/card/add', { cookie, body: { method: 'pix', allWebsites: false, appIds: [shop] } });
    expect(add.body.data.websites).toEqual([{ appId: shop, name: 'Card Shop', url: 'https://cardshop.example.com' }]);
    const bad = await s.api('POST', '/checkout/card/edit', { cookie, body: { id: add.body.data.id, enabled: true, allWebsites: false, appIds: [pending] } });
    expect(bad.status).toBe(422);
    expect(bad.body.data.fieldErrors[0].field).toBe('appIds');
    const both = await s.api('POST', '/checkout/card/edit', { cookie, body: { id: add.body.data.id, enabled: true, allWebsites: true, appIds: [shop] } });
    expect(both.status).toBe(422);
    const off = await s.api('POST', '/checkout/card/edit', { cookie, body: { id: add.body.data.id, enabled: false, allWebsites: false, appIds: [shop] } });
    expect(off.body.data.enabled).toBe(false);
    const view = await s.api('GET', `/checkout/card/detail?id=${add.body.data.id}`, { cookie });
    expect(view.body.data).toMatchObject({ method: 'pix', enabled: false, allWebsites: false });
    const websites = await s.api('GET', '/checkout/card/websites', { cookie });
    expect(websites.body.data.map((w: { appId: string }) => w.appId)).toEqual([shop]);

    const other = await newOperator(s);
    expect((await s.api('GET', `/checkout/card/detail?id=${add.body.data.id}`, { cookie: other.cookie })).status).toBe(404);
    const move = await s.api('POST', '/checkout/card/move', { cookie: other.cookie, body: { id: add.body.data.id, to: 'top' } });
    expect(move.status).toBe(404);
  });
});

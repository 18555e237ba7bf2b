import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_KIND_CODES } from '@crossbill/contracts/search';
import { flattenResources } from '@crossbill/contracts/resources';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { buildWorld, type World } from '../../../test/route-world.ts';
import { createRole } from '../access/service.ts';

const s = useTestServer({}, { work: false });

let w: World;
/** the world's objects as the search should name them */
let tx: { transaction_id: string; merchant_order_id: string; arn: string; card_last4: string };
let serialNo = '';
let payeeNickname = '';

type Hit = { kind: string; key: string; title: string; detail: string; matched: string; merchantNo: string };
async function search(cookie: string, keyword: string, family = '') {
  const res = await w.api('GET', `${family}/search?keyword=${encodeURIComponent(keyword)}`, { cookie });
  return res;
}
async function hits(cookie: string, keyword: string, family = ''): Promise<Hit[]> {
  const res = await search(cookie, keyword, family);
  expect(res.body.respCode, res.body.respMsg).toBe('20000');
  return res.body.data.hits as Hit[];
}
const keysOf = (h: Hit[], kind: string) => h.filter((x) => x.kind === kind).map((x) => x.key);

beforeAll(async () => {
  w = await buildWorld(s);
  const q = async <T>(text: string, params: unknown[]) => (await s.deps.database.query<T & Record<string, unknown>>(text, params)).rows[0]!;
  tx = await q('select transaction_id, merchant_order_id, arn, card_last4 from transactions where transaction_id = $1', [w.values.transactionId]);
  serialNo = (await q<{ serial_no: string }>('select serial_no from transfers where id = $1', [Number(w.values.transferId)])).serial_no;
  payeeNickname = (await q<{ nickname: string }>('select nickname from payees where id = $1', [Number(w.values.settlementPayeeId)])).nickname;
}, 120_000);

describe('global search', () => {
  it('finds a transaction by its id, a prefix of it, its merchant order id, its ARN and its card last four', async () => {
    const c = w.cookies.merchant;
    expect(await hits(c, tx.transaction_id)).toContainEqual(
      expect.objectContaining({ kind: 'transaction', key: tx.transaction_id, matched: 'id', merchantNo: w.merchantNo }),
    );
    // lower case and a prefix: ids are upper case, the box is not
    expect(keysOf(await hits(c, tx.transaction_id.slice(0, 12).toLowerCase()), 'transaction')).toContain(tx.transaction_id);
    expect(keysOf(await hits(c, tx.merchant_order_id), 'transaction')).toContain(tx.transaction_id);
    expect(keysOf(await hits(c, tx.merchant_order_id.slice(0, -1)), 'transaction')).toContain(tx.transaction_id);
    expect(keysOf(await hits(c, tx.arn), 'transaction')).toContain(tx.transaction_id);
    expect(keysOf(await hits(c, tx.arn.slice(0, 10)), 'transaction')).toContain(tx.transaction_id);
    const byCard = await hits(c, tx.card_last4);
    expect(byCard.filter((h) => h.kind === 'transaction').length).toBeGreaterThan(0);
    expect(byCard.filter((h) => h.kind === 'transaction').every((h) => h.matched === 'last4' || h.matched === 'orderId' || h.matched === 'id')).toBe(true);
    expect(keysOf(byCard, 'transaction')).toContain(tx.transaction_id);
    // the second line carries the amount and the order id, no words to translate
    const first = (await hits(c, tx.transaction_id)).find((h) => h.key === tx.transaction_id)!;
    expect(first.detail).toMatch(new RegExp(`^\\d+\\.\\d{2} [A-Z]{3} · ${tx.merchant_order_id}$`));
  });

  it('finds a refund, a chargeback, a subscription, a transfer, a payee and an operator by id or prefix', async () => {
    const c = w.cookies.merchant;
    const v = w.values;
    for (const [kind, key, keyword] of [
      ['refund', v.refundId, v.refundId],
      ['refund', v.refundId, v.refundId!.slice(0, 8)],
      ['chargeback', v.chargebackId, v.chargebackId],
      ['chargeback', v.chargebackId, v.chargebackId!.slice(0, 9)],
      // a chargeback of a transaction is found by the transaction's id as well
      ['chargeback', v.chargebackId, v.disputedTransactionId],
      ['subscription', v.subscriptionId, v.subscriptionId],
      ['subscription', v.subscriptionId, v.subscriptionId!.slice(0, 10)],
      ['transfer', v.transferId, serialNo],
      ['transfer', v.transferId, serialNo.slice(0, 6)],
      ['payee', v.settlementPayeeId, payeeNickname],
      ['payee', v.settlementPayeeId, payeeNickname.slice(0, 3).toUpperCase()],
      ['operator', v.email, v.email],
      ['operator', v.email, v.email!.slice(0, 8).toUpperCase()],
    ] as const) {
      expect(keysOf(await hits(c, keyword!), kind), `${kind} by ${keyword}`).toContain(key);
    }
  });

  it('never finds another merchant’s objects, and a keyword’s wildcards are taken literally', async () => {
    const c = w.cookies.merchant;
    expect(await hits(c, w.values.proxyTransactionId!)).toEqual([]);
    expect(await hits(c, w.values.proxyRefundId!)).toEqual([]);
    // % and _ would match everything in LIKE
    expect(await hits(c, '%%%')).toEqual([]);
    expect(await hits(c, '___')).toEqual([]);
    // the proxy merchant finds its member's payment across its family, not the aggregate merchant's
    expect(keysOf(await hits(w.cookies.proxy, w.values.proxyTransactionId!, '/proxyMer'), 'transaction')).toEqual([w.values.proxyTransactionId]);
    expect(await hits(w.cookies.proxy, tx.transaction_id, '/proxyMer')).toEqual([]);
  });

  it("a group finds its members' objects under /blocMer, named with the member", async () => {
    const found = await hits(w.cookies.group, tx.transaction_id, '/blocMer');
    expect(found).toContainEqual(expect.objectContaining({ kind: 'transaction', key: tx.transaction_id, merchantNo: w.merchantNo }));
    expect(keysOf(await hits(w.cookies.group, w.values.chargebackId!, '/blocMer'), 'chargeback')).toEqual([w.values.chargebackId]);
    // on its own path the group holds nothing of its members
    expect(await hits(w.cookies.group, tx.transaction_id)).toEqual([]);
  });

  it('a role lacking a kind’s code finds nothing of that kind, and the rest as before', async () => {
    const all = [...new Set(flattenResources().map((r) => r.code))];
    const role = await createRole(s.deps.db, {
      merchantNo: w.merchantNo,
      name: 'No transactions',
      resourceCodes: all.filter((c) => c !== SEARCH_KIND_CODES.transaction && c !== SEARCH_KIND_CODES.operator),
    });
    const op = await newOperator(s, { merchant: { merchantNo: w.merchantNo, adminRoleId: role.id }, roleId: role.id });
    // the payment's refund is found by its transaction id; the payment itself is not
    const found = await hits(op.cookie, tx.transaction_id);
    expect(keysOf(found, 'transaction')).toEqual([]);
    expect(keysOf(found, 'refund')).toContain(w.values.refundId);
    expect(keysOf(await hits(op.cookie, w.values.email!), 'operator')).toEqual([]);
    const none = await createRole(s.deps.db, { merchantNo: w.merchantNo, name: 'Nothing', resourceCodes: [] });
    const bare = await newOperator(s, { merchant: { merchantNo: w.merchantNo, adminRoleId: none.id }, roleId: none.id });
    for (const keyword of [tx.transaction_id, w.values.refundId!, w.values.chargebackId!, w.values.subscriptionId!, serialNo, w.values.email!])
      expect(await hits(bare.cookie, keyword), keyword).toEqual([]);
  });

  it('refuses a keyword too short or too long with a 4xx naming the field', async () => {
    const c = w.cookies.merchant;
    for (const keyword of ['ab', '  a ', 'x'.repeat(65)]) {
      const res = await search(c, keyword);
      expect(res.status, keyword).toBe(422);
      expect(res.body.data.fieldErrors[0].field).toBe('keyword');
      expect(res.body.respMsg).toMatch(/Keyword/);
    }
    const missing = await w.api('GET', '/search', { cookie: c });
    expect(missing.status).toBe(422);
    expect(missing.body.data.fieldErrors[0].field).toBe('keyword');
  });
});

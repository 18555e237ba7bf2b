import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { auditLog } from '../../platform/audit/schema.ts';
import { createRole } from '../access/service.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import * as ledger from '../ledger/service.ts';
import { SANDBOX_FRAUD_DELAY_MINUTES } from '@crossbill/contracts/fraud';
import { runFraudSweep } from './jobs.ts';

const s = useTestServer({}, { work: false });

const verifyLedger = async () => expect((await ledger.verifyLedger(s.deps.db)).problems).toEqual([]);

/** A merchant's operator who can pay, and the sandbox issuer who reports (and disputes) those payments. */
async function fraudSetup(o: Parameters<typeof newOperator>[1] = {}) {
  const op = await newOperator(s, o);
  const c = await paymentClient(s, op.merchant.merchantNo);
  const merchantNo = op.merchant.merchantNo;
  const pay = async (amount = '100.00', card = '4242424242424242') => (await c.pay(card, { amount, currency: 'USD' })).body.data.transactionId as string;
  const raised = async (transactionId: string, body: Record<string, unknown>) => {
    const r = await c.call('POST', `/sandbox/payments/${transactionId}/dispute`, body, { idempotencyKey: crypto.randomUUID() });
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    return r.body.data.chargebackId as string;
  };
  const bucket = async (b: 'to_be_settled' | 'available') => (await ledger.findAccount(s.deps.db, { merchantNo, currency: 'USD', bucket: b }))?.balance ?? 0n;
  const t = { op, c, pay, raised, bucket };
  const report = (transactionId: string, body: Record<string, unknown> = {}) =>
    t.c.call('POST', `/sandbox/payments/${transactionId}/fraud`, body, { idempotencyKey: crypto.randomUUID() });
  const reported = async (transactionId: string, body: Record<string, unknown> = {}) => {
    const r = await report(transactionId, body);
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    return r.body.data.notificationId as string;
  };
  const get = (path: string, cookie = t.op.cookie) => s.api('GET', path, { cookie });
  const detail = (id: string, cookie = t.op.cookie) => get(`/risk/fraud-notification/details?serviceId=${id}`, cookie);
  const refund = (body: Record<string, unknown>, cookie = t.op.cookie) =>
    s.api('POST', '/risk/fraud-notification/refund', { cookie, body, headers: { 'idempotency-key': crypto.randomUUID() } });
  const review = (serviceId: string, cookie = t.op.cookie) => s.api('POST', '/risk/fraud-notification/review', { cookie, body: { serviceId } });
  return { ...t, report, reported, get, detail, refund, review };
}

describe('a fraud notification arrives', () => {
  it('from the sandbox call, with the payment’s fields and the masked card (never the number); listed and filtered', async () => {
    const t = await fraudSetup();
    const visa = await t.pay('80.00');
    const mc = await t.pay('20.00', '5555555555554444');
    const notifiedAt = new Date(s.deps.now().getTime() - 3_600_000).toISOString();
    const a = await t.reported(visa, { notifiedAt });
    s.clock.advance(60_000);
    const b = await t.reported(mc, { fraudType: 'safe_04' });
    const d = (await t.detail(a)).body.data;
    expect(d).toMatchObject({
      notificationId: a,
      fraudType: 'tc40_6',
      scheme: 'visa',
      transactionId: visa,
      amount: '80.00',
      currency: 'USD',
      paymentMethod: 'visa',
      chargebackStatus: 'none',
      chargebackId: null,
      refundType: 'none',
      refundId: null,
      reviewed: false,
      card: '424242****4242',
      refundable: '80.00',
      canRefund: true,
      canReview: true,
      notifiedAt,
    });
    expect(JSON.stringify(d)).not.toContain('4242424242424242');
    const ids = async (q = '') =>
      ((await t.get(`/risk/fraud-notification/list?${q}`)).body.data.content as Array<{ notificationId: string }>).map((i) => i.notificationId);
    expect(await ids()).toEqual([b, a]);
    expect(await ids('fraudType=safe_04')).toEqual([b]);
    expect(await ids(`transactionId=${visa}`)).toEqual([a]);
    expect(await ids('reviewed=no')).toEqual([b, a]);
    expect(await ids('preset=today')).toEqual([b, a]);
    expect(await ids(`beginTime=${new Date(s.deps.now().getTime() + 86_400_000).toISOString()}`)).toEqual([]);
    expect((await t.get('/risk/fraud-notification/list?fraudType=tc40_Z')).body.data.fieldErrors[0].field).toBe('fraudType');
  });

  it('refuses a type of the other scheme and a future report time (naming the field)', async () => {
    const t = await fraudSetup();
    const visa = await t.pay('10.00');
    const field = async (id: string, body: Record<string, unknown>) => {
      const r = await t.report(id, body);
      expect(r.status).toBeLessThan(500);
      return r.body.data?.fieldErrors?.[0]?.field;
    };
    expect(await field(visa, { fraudType: 'safe_06' })).toBe('fraudType');
    expect(await field(visa, { notifiedAt: new Date(s.deps.now().getTime() + 3_600_000).toISOString() })).toBe('notifiedAt');
  });

  it('shows the chargeback that followed (disputed, its ID)', async () => {
    const t = await fraudSetup();
    const id = await t.pay('50.00');
    const n = await t.reported(id);
    const cb = await t.raised(id, { reasonCode: '10.4' });
    expect((await t.detail(n)).body.data).toMatchObject({ chargebackStatus: 'disputed', chargebackId: cb, refundable: '0.00', canRefund: false });
  });
});

describe('acting on a notification', () => {
  it('refunds partly then fully through the refund service: refund type and ID follow, the ledger balances, the refund list has them', async () => {
    const t = await fraudSetup();
    const id = await t.pay('100.00');
    const n = await t.reported(id);
    expect((await t.refund({ serviceId: n, full: false, reason: 'Reported as fraud' })).body.data.fieldErrors[0].field).toBe('amount');
    const part = await t.refund({ serviceId: n, full: false, amount: '30.00', reason: 'Reported as fraud' });
    expect(part.body.respCode, part.body.respMsg).toBe('20000');
    expect(part.body.data).toMatchObject({ refundType: 'partial', refundable: '70.00' });
    const firstRefund = part.body.data.refundId as string;
    expect(firstRefund).toBeTruthy();
    expect(await t.bucket('to_be_settled')).toBe(7000n);
    const full = await t.refund({ serviceId: n, full: true, reason: 'Reported as fraud' });
    expect(full.body.data).toMatchObject({ refundType: 'full', refundable: '0.00', canRefund: false });
    expect(full.body.data.refundId).not.toBe(firstRefund);
    expect(await t.bucket('to_be_settled')).toBe(0n);
    const refunds = (await t.get(`/refund/list?transactionId=${id}`)).body.data.content as Array<{ refundId: string; amount: string }>;
    expect(refunds.map((r) => r.amount).sort()).toEqual(['30.00', '70.00']);
    expect(refunds.map((r) => r.refundId)).toContain(full.body.data.refundId);
    // nothing left: the refund service's own refusal
    expect((await t.refund({ serviceId: n, full: false, amount: '1.00', reason: 'again' })).body.respCode).toBe('00031|20002');
    await verifyLedger();
  });

  it('is marked reviewed once (audited), a second time answers 409', async () => {
    const t = await fraudSetup();
    const n = await t.reported(await t.pay('12.00'));
    const r = await t.review(n);
    expect(r.body.data).toMatchObject({ reviewed: true, reviewedBy: t.op.email, canReview: false });
    expect(r.body.data.reviewedAt).toBe(s.deps.now().toISOString());
    const again = await t.review(n);
    expect(again.status).toBe(409);
    expect(again.body.respCode).toBe('00032|00002');
    expect(((await t.get('/risk/fraud-notification/list?reviewed=yes')).body.data.content as unknown[]).length).toBe(1);
    const log = await s.deps.db.select().from(auditLog).where(eq(auditLog.target, n));
    expect(log.map((l) => l.action).sort()).toEqual(['fraud.received', 'fraud.reviewed']);
  });
});

describe("'Invalid ID parameter'", () => {
  it('answers a malformed, an unknown and another merchant’s id alike, for the detail and the actions, naming the field', async () => {
    const t = await fraudSetup();
    const other = await fraudSetup();
    const theirs = await other.reported(await other.pay('9.00'));
    for (const id of ['bad-id', 'FN00000000000000000000', theirs]) {
      for (const r of [await t.detail(encodeURIComponent(id)), await t.review(id), await t.refund({ serviceId: id, full: true, reason: 'x' })]) {
        expect(r.status).toBe(400);
        // spec 8's message, named by the field's label as every refusal of a field is
        expect(r.body).toMatchObject({ respCode: '00032|00001', respMsg: 'Notification ID: Invalid ID parameter' });
        expect(r.body.data.fieldErrors[0].field).toBe('serviceId');
      }
    }
    const zh = await newOperator(s, { merchant: t.op.merchant, language: 'zh-cn' });
    expect((await t.detail('bad', zh.cookie)).body.respMsg).toBe('通知编号：ID参数无效');
    // theirs is untouched, and not in this merchant's list
    expect((await other.detail(theirs)).body.data.reviewed).toBe(false);
    expect((await t.get('/risk/fraud-notification/list')).body.data.total).toBe(0);
  });
});

describe('access', () => {
  it('needs the page code to read, the refund and review codes to act; a group reads and acts for its members', async () => {
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const m1 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const t = await fraudSetup({ merchant: m1 });
    const id = await t.pay('40.00');
    const n = await t.reported(id);
    const viewer = await createRole(s.deps.db, { merchantNo: m1.merchantNo, name: 'Fraud viewer', resourceCodes: ['risk:fraudNotification'] });
    const v = await newOperator(s, { merchant: m1, roleId: viewer.id });
    expect((await t.detail(n, v.cookie)).body.data.notificationId).toBe(n);
    expect((await t.refund({ serviceId: n, full: true, reason: 'x' }, v.cookie)).body.respCode).toBe('00006');
    expect((await t.review(n, v.cookie)).body.respCode).toBe('00006');
    const none = await createRole(s.deps.db, { merchantNo: m1.merchantNo, name: 'Nothing', resourceCodes: ['index'] });
    const w = await newOperator(s, { merchant: m1, roleId: none.id });
    expect((await t.get('/risk/fraud-notification/list', w.cookie)).body.respCode).toBe('00006');

    const g = await newOperator(s, { merchant: group });
    const list = (await t.get('/blocMer/risk/fraud-notification/list', g.cookie)).body.data;
    expect(list.content.map((i: { notificationId: string; merchantNo: string }) => [i.notificationId, i.merchantNo])).toEqual([[n, m1.merchantNo]]);
    const r = await s.api('POST', '/blocMer/risk/fraud-notification/review', { cookie: g.cookie, body: { serviceId: n } });
    expect(r.body.data).toMatchObject({ reviewed: true, merchantNo: m1.merchantNo });
  });
});

describe('blacklisting the reported payment in one step', () => {
  it('adds the card, e-mail and IP to the merchant’s lists (made when missing, in the operator’s language); the next payment with that card is declined', async () => {
    const t = await fraudSetup();
    const paid = (await t.c.pay('4000000000000077', { amount: '60.00', customerEmail: 'Fraudster@Example.com', customerIp: '203.0.113.9' })).body.data
      .transactionId as string;
    const id = await t.reported(paid);
    // the merchant has an e-mail list already; card and IP lists do not exist yet
    const emails = await s.api('POST', '/risk/blacklist/add', { cookie: t.op.cookie, body: { name: 'Bad e-mails', attribute: 'email', scope: 'all' } });
    expect(emails.body.respCode, emails.body.respMsg).toBe('20000');
    const before = (await t.detail(id)).body.data;
    expect(before.blacklist).toEqual([
      { attribute: 'card', display: '400000****0077', listId: null, listName: null, listed: false },
      { attribute: 'email', display: 'fraudster@example.com', listId: emails.body.data.id, listName: 'Bad e-mails', listed: false },
      { attribute: 'ip', display: '203.0.113.9', listId: null, listName: null, listed: false },
    ]);
    // the operator reads Chinese: a list made for the blacklisting is named in Chinese
    expect((await s.api('POST', '/merLogin/switchLanguage', { cookie: t.op.cookie, body: { language: 'zh-cn' } })).body.respCode).toBe('20000');
    const blacklist = (body: Record<string, unknown>) => s.api('POST', '/risk/fraud-notification/blacklist', { cookie: t.op.cookie, body });
    expect((await blacklist({ serviceId: id, attributes: [] })).body.data.fieldErrors[0].field).toBe('attributes');
    const r = await blacklist({ serviceId: id, attributes: ['card', 'email', 'ip'], remarks: 'TC40 fraud report' });
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    const after = r.body.data.blacklist as Array<{ attribute: string; listName: string; listed: boolean }>;
    expect(after.map((b) => [b.attribute, b.listName, b.listed])).toEqual([
      ['card', '被举报的卡号', true],
      ['email', 'Bad e-mails', true],
      ['ip', '被举报的 IP 地址', true],
    ]);
    // again: nothing added twice, nothing refused
    expect((await blacklist({ serviceId: id, attributes: ['card'] })).body.respCode).toBe('20000');
    const lists = (await t.get('/risk/blacklist/list?page=1&size=10')).body.data.content as Array<{ attribute: string; itemCount: number }>;
    expect(lists.map((l) => [l.attribute, l.itemCount]).sort()).toEqual([
      ['card', 1],
      ['email', 1],
      ['ip', 1],
    ]);
    const declined = (await t.c.pay('4000000000000077', { amount: '10.00' })).body.data;
    expect(declined).toMatchObject({ status: 'failed', responseCode: 'B1' });
    const audits = await s.deps.db.select().from(auditLog).where(eq(auditLog.target, id));
    expect(audits.map((a) => a.action)).toContain('fraud.blacklisted');
  });

  it('needs risk:list:add, and a value the payment has; another merchant’s notification is an invalid id', async () => {
    const t = await fraudSetup();
    const id = await t.reported(await t.pay('30.00'));
    expect((await t.detail(id)).body.data.blacklist.map((b: { attribute: string }) => b.attribute)).toEqual(['card']);
    const call = (body: Record<string, unknown>, cookie = t.op.cookie) => s.api('POST', '/risk/fraud-notification/blacklist', { cookie, body });
    const noEmail = await call({ serviceId: id, attributes: ['email'] });
    expect(noEmail.body.data.fieldErrors[0]).toMatchObject({ field: 'attributes' });
    expect(noEmail.body.respMsg).toMatch(/no e-mail/);
    const role = await createRole(s.deps.db, { merchantNo: t.op.merchant.merchantNo, name: 'Fraud desk', resourceCodes: ['risk:fraudNotification'] });
    const desk = await newOperator(s, { merchant: t.op.merchant, roleId: role.id });
    expect((await call({ serviceId: id, attributes: ['card'] }, desk.cookie)).body.respCode).toBe('00006');
    const other = await fraudSetup();
    expect((await call({ serviceId: id, attributes: ['card'] }, other.op.cookie)).body.respCode).toBe('00032|00001');
    expect((await t.get('/risk/blacklist/list?page=1&size=10')).body.data.total).toBe(0);
  });
});

describe('the sandbox issuer’s test cards', () => {
  it('reports a test card’s payment once, some minutes after capture, with the card’s fraud type', async () => {
    const t = await fraudSetup();
    const visa = await t.pay('44.00', '4000000000003048');
    const mc = await t.pay('12.00', '5200000000003043');
    const plain = await t.pay('9.00');
    const list = async () =>
      ((await t.get('/risk/fraud-notification/list?page=1&size=20')).body.data.content as Array<{ transactionId: string; fraudType: string }>)
        .map((r) => [r.transactionId, r.fraudType])
        .sort();
    expect(await runFraudSweep(s.deps, s.deps.now())).toBe(0);
    s.clock.advance(SANDBOX_FRAUD_DELAY_MINUTES * 60_000);
    expect(await runFraudSweep(s.deps, s.deps.now())).toBe(2);
    expect(await list()).toEqual(
      [
        [visa, 'tc40_6'],
        [mc, 'safe_06'],
      ].sort(),
    );
    expect(await runFraudSweep(s.deps, s.deps.now())).toBe(0);
    expect((await list()).map(([id]) => id)).not.toContain(plain);
  });
});

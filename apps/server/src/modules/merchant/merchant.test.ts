import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { MerchantType } from '@crossbill/contracts/merchant';
import { joinMerchant, newMerchant, newUser, signIn, useTestServer } from '../../../test/fixtures.ts';
import { setOperatorStatus } from '../access/service.ts';
import { merchantJobs } from './jobs.ts';
import { recordAudit, type CreateMerchantInput } from './service.ts';

const DAY = 24 * 3600_000;
const s = useTestServer();

/** A merchant the person operates as admin; `now` from the test clock (the 20-day rule reads it). */
async function membership(userId: number, input: Partial<CreateMerchantInput> = {}, o: { isDefault?: boolean } = {}) {
  const m = await newMerchant(s, { ...input, now: s.clock.now });
  const op = await joinMerchant(s, userId, m, o);
  return { merchantNo: m.merchantNo, operatorId: op.id };
}

describe('merchant switcher', () => {
  it('lists memberships by the rules of spec 4, the group merchants apart', async () => {
    const { email, user } = await newUser(s);
    const listed = [
      await membership(user.id, { status: 1 }),
      await membership(user.id, { status: 5 }),
      await membership(user.id, { status: 3, businessType: '0' }),
      await membership(user.id, { status: 4, businessType: '2' }),
      await membership(user.id, { status: 2, merchantLogin: 0 }),
      await membership(user.id, { status: 6 }),
    ];
    const hidden = [
      await membership(user.id, { status: 3, businessType: '1' }),
      await membership(user.id, { status: 4, businessType: '1' }),
      await membership(user.id, { status: 2, merchantLogin: 1 }),
    ];
    const group = await membership(user.id, { status: 1, merchantType: MerchantType.GROUP });
    const disabled = await membership(user.id, { status: 1 });
    await setOperatorStatus(s.deps.db, { merchantNo: disabled.merchantNo, operatorId: disabled.operatorId, status: 0 });

    const { cookie } = await signIn(s, email);
    const res = await s.api('GET', '/merOperator/listMerchant', { cookie });
    expect(res.body.data.global.map((r: { merchantNo: string }) => r.merchantNo)).toEqual([group.merchantNo]);
    expect(res.body.data.merchants.map((r: { merchantNo: string }) => r.merchantNo)).toEqual(listed.map((m) => m.merchantNo));
    expect(hidden.length).toBe(3);
    const first = res.body.data.merchants[0];
    expect(first).toMatchObject({ userId: listed[0]!.operatorId, operatorId: user.id, roleName: 'Administrator', merchantType: 1, status: 1 });
    expect(first.profile).toEqual({ businessType: '1', merchantLogin: 1 });

    // a closed account stays 20 days after its update
    s.clock.advance(21 * DAY);
    const later = await signIn(s, email);
    const again = await s.api('GET', '/merOperator/listMerchant', { cookie: later.cookie });
    expect(again.body.data.merchants.map((r: { merchantNo: string }) => r.merchantNo)).toEqual(listed.slice(0, 5).map((m) => m.merchantNo));
  });

  it('login lands on the default account when listed, else on the first listed one', async () => {
    const { email, user } = await newUser(s);
    const first = await membership(user.id);
    await membership(user.id, { status: 3, businessType: '1' }, { isDefault: true }); // default but not listed
    expect((await signIn(s, email)).res.body.data.userInfo.merchantNo).toBe(first.merchantNo);
    const second = await membership(user.id);
    const { cookie } = await signIn(s, email);
    const set = await s.api('POST', `/merOperator/defaultLoginAccount/${second.operatorId}`, { cookie });
    expect(set.body.respCode).toBe('20000');
    const list = await s.api('GET', '/merOperator/listMerchant', { cookie });
    expect(list.body.data.merchants.map((r: { defaultAccount: boolean }) => r.defaultAccount)).toEqual([false, true]);
    expect(list.body.data.merchants[0].baseUserOperatorId).toBe(second.operatorId);
    expect((await signIn(s, email)).res.body.data.userInfo.merchantNo).toBe(second.merchantNo);
  });

  it('switching starts a new session on the target and kills the old token', async () => {
    const { email, user } = await newUser(s);
    const a = await membership(user.id, {}, { isDefault: true });
    const b = await membership(user.id, { name: 'Second Shop' });
    const { cookie } = await signIn(s, email);
    const res = await s.api('POST', '/merLogin/switchAccount', { body: { userId: b.operatorId }, cookie });
    expect(res.body.respCode).toBe('20000');
    expect(res.setCookie).toBeDefined();
    expect(res.setCookie).not.toBe(cookie);
    expect(res.body.data.userInfo).toMatchObject({ merchantNo: b.merchantNo, merchantName: 'Second Shop' });
    expect(res.body.data.loginRecord.userId).toBe(b.operatorId);
    expect((await s.api('GET', '/merLogin/getUserInformation', { cookie })).status).toBe(401);
    const now = await s.api('GET', '/merLogin/getUserInformation', { cookie: res.setCookie! });
    expect(now.body.data.userInfo.merchantNo).toBe(b.merchantNo);
    const { rows } = await s.deps.database.query<{ summary: { from: string; to: string } }>(
      "select summary from audit_log where action = 'merchant.switch' and user_id = $1",
      [user.id],
    );
    expect(rows[0]!.summary).toMatchObject({ from: a.merchantNo, to: b.merchantNo });
  });

  it("refuses a switch to another person's, an unlisted account, and to managers", async () => {
    const { email, user } = await newUser(s);
    await membership(user.id, {}, { isDefault: true });
    const hidden = await membership(user.id, { status: 4, businessType: '1' });
    const stranger = await newUser(s);
    const theirs = await membership(stranger.user.id);
    const { cookie } = await signIn(s, email);
    for (const target of [hidden.operatorId, theirs.operatorId]) {
      const res = await s.api('POST', '/merLogin/switchAccount', { body: { userId: target }, cookie });
      expect(res.status).toBe(403);
      expect((await s.api('POST', `/merOperator/defaultLoginAccount/${target}`, { cookie })).status).toBe(403);
    }
    expect((await s.api('GET', '/merLogin/getUserInformation', { cookie })).body.respCode).toBe('20000');

    const manager = await newUser(s, { isManage: true });
    await membership(manager.user.id, {}, { isDefault: true });
    const other = await membership(manager.user.id);
    const m = await signIn(s, manager.email);
    const res = await s.api('POST', '/merLogin/switchAccount', { body: { userId: other.operatorId }, cookie: m.cookie });
    expect(res.body.respCode).toBe(Codes.FORBIDDEN.code);
    expect(m.res.body.data.userInfo.isManage).toBe(true);
  });
});

describe('getUserInformation', () => {
  it('derives the audit status from merchant status 4 and the last application review', async () => {
    const { email, user } = await newUser(s);
    const m = await membership(user.id, { status: 4, businessType: '0', businessTypes: '', pendingBusinessTypes: 'payout' }, { isDefault: true });
    const { cookie } = await signIn(s, email);
    const info = async () => (await s.api('GET', '/merLogin/getUserInformation', { cookie })).body.data;
    let d = await info();
    expect(d.userInfo).toMatchObject({ merchantStatus: 4, auditStatus: 1, payoutStatus: 1, businessType: '0' });
    expect(d.faceAuth.required).toBe(true);
    expect(d.loginRecord.auditStatus).toBeNull();
    for (const [status, want] of [
      ['waiting', 2],
      ['processing', 2],
      ['fail', 3],
      ['pass', 0],
    ] as const) {
      s.clock.advance(1000);
      await recordAudit(s.deps.db, { merchantNo: m.merchantNo, code: '09', status, now: s.clock.now });
      d = await info();
      expect([status, d.userInfo.auditStatus]).toEqual([status, want]);
    }
    expect(d.loginRecord.auditStatus).toBe('pass');
    const last = await s.api('GET', '/merchant/account/getMerchantAuditLastRecord?code=09', { cookie });
    expect(last.body.data).toMatchObject({ merchantNo: m.merchantNo, status: 'pass' });
  });

  it('derives the payout status and aggregate flag, and reports the business types', async () => {
    const { email, user } = await newUser(s);
    const cases = [
      [{ businessTypes: 'acquiring', rejectedBusinessType: 'payout', pendingBusinessTypes: 'payout' }, 2],
      [{ businessTypes: 'acquiring,payout' }, 4],
      [{ businessTypes: 'acquiring' }, 3],
    ] as const;
    for (const [types, want] of cases) {
      const m = await membership(user.id, { ...types, isAggregate: true, businessType: '2' }, { isDefault: true });
      const { res } = await signIn(s, email);
      expect(res.body.data.userInfo).toMatchObject({ merchantNo: m.merchantNo, payoutStatus: want, isAggregateMerchant: true, auditStatus: 0 });
      expect(res.body.data.businessTypesInfo).toMatchObject({ merchantNo: m.merchantNo, businessTypes: types.businessTypes, showNovationPopup: false });
      expect(res.body.data.faceAuth.required).toBe(false);
    }
  });
});

describe('merchant pages', () => {
  it('getMerchantInfo lists a group’s members; getMerchantAuditLastRecord is null before any review', async () => {
    const { email, user } = await newUser(s);
    const group = await membership(user.id, { merchantType: MerchantType.GROUP }, { isDefault: true });
    const member = await newMerchant(s, { name: 'Member One', parentMerchantNo: group.merchantNo });
    const { cookie } = await signIn(s, email);
    const info = await s.api('GET', '/merchant/account/getMerchantInfo', { cookie });
    expect(info.body.data).toMatchObject({
      merchantNo: group.merchantNo,
      merchantType: 3,
      members: [{ merchantNo: member.merchantNo, merchantName: 'Member One' }],
    });
    expect((await s.api('GET', '/merchant/account/getMerchantAuditLastRecord?code=09', { cookie })).body.data).toBeNull();
  });

  it('profile/update merges the preferences per list; only known lists and their columns, at least three', async () => {
    const { email, user } = await newUser(s);
    await membership(user.id, {}, { isDefault: true });
    const { cookie } = await signIn(s, email);
    expect((await s.api('GET', '/merchant/profile', { cookie })).body.data).toEqual({});
    const one = await s.api('POST', '/merchant/profile/update', { body: { tableColumns: { refunds: ['refundId', 'status', 'amount'] } }, cookie });
    expect(one.body.data).toEqual({ tableColumns: { refunds: ['refundId', 'status', 'amount'] } });
    const two = await s.api('POST', '/merchant/profile/update', {
      body: { tableColumns: { transactions: ['time', 'amount', 'status', 'cardCountry'] } },
      cookie,
    });
    expect(two.body.data.tableColumns).toEqual({ refunds: ['refundId', 'status', 'amount'], transactions: ['time', 'amount', 'status', 'cardCountry'] });
    expect((await s.api('GET', '/merchant/profile', { cookie })).body.data).toEqual(two.body.data);
    const refused = async (body: unknown) => (await s.api('POST', '/merchant/profile/update', { body, cookie })).body;
    // two columns are too few, in the operator's language
    const few = await refused({ tableColumns: { refunds: ['refundId', 'status'] } });
    expect(few.respCode).toBe(Codes.VALIDATION.code);
    expect(few.respMsg).toContain('Keep at least three columns visible.');
    for (const body of [
      { tableColumns: { payouts: ['x', 'y', 'z'] } }, // no such list
      { tableColumns: { refunds: ['refundId', 'status', 'cardNumber'] } }, // not a refund column
      { tableColumns: { refunds: ['refundId', 'status', 'status', 'amount'] } }, // twice
      // hiding currencies has one path, /wallet/balance/display, which checks the balances (spec 8)
      { displayCurrencies: ['USD'] },
      { other: 1 },
    ])
      expect((await refused(body)).respCode).toBe(Codes.VALIDATION.code);
    expect((await s.api('GET', '/merchant/profile', { cookie })).body.data).toEqual(two.body.data);
  });
});

describe('contracting-party change', () => {
  it('is confirmed once, shows no more, and switches the entity 30 days later', async () => {
    const { email, user } = await newUser(s);
    const m = await membership(user.id, { novationVersion: '2026.2', novationEntity: 'Crossbill SG Pte. Ltd.' }, { isDefault: true });
    const { res, cookie } = await signIn(s, email);
    expect(res.body.data.businessTypesInfo.showNovationPopup).toBe(true);
    const pending = await s.api('GET', '/merchant/Novation/current', { cookie });
    expect(pending.body.data).toEqual({
      contractVersion: '2026.2',
      currentEntity: 'Crossbill Payments Ltd',
      newEntity: 'Crossbill SG Pte. Ltd.',
      switchDays: 30,
    });

    const unticked = await s.api('POST', '/merchant/Novation/confirmResigning', { body: { agreed: false, contractVersion: '2026.2' }, cookie });
    expect(unticked.body.respCode).toBe(Codes.VALIDATION.code);
    expect(unticked.body.respMsg).toContain('Please check the box to agree to the terms.');
    const stale = await s.api('POST', '/merchant/Novation/confirmResigning', { body: { agreed: true, contractVersion: '2025.9' }, cookie });
    expect(stale.body.respCode).toBe(Codes.CONFLICT.code);

    const first = await s.api('POST', '/merchant/Novation/confirmResigning', {
      body: { agreed: true, contractVersion: '2026.2' },
      cookie,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(first.body.respCode).toBe('20000');
    const d = first.body.data;
    expect(d).toMatchObject({ merchantNo: m.merchantNo, contractVersion: '2026.2', ip: '203.0.113.7' });
    expect(d.createTime).toBe(s.clock.now.toISOString());
    expect(new Date(d.effectiveTime).getTime() - new Date(d.createTime).getTime()).toBe(30 * DAY);
    const second = await s.api('POST', '/merchant/Novation/confirmResigning', { body: { agreed: true, contractVersion: '2026.2' }, cookie });
    expect(second.body.data).toEqual(d);
    const rows = await s.deps.database.query('select id from contract_confirmations where merchant_no = $1', [m.merchantNo]);
    expect(rows.rows).toHaveLength(1);
    expect((await s.api('GET', '/merLogin/getUserInformation', { cookie })).body.data.businessTypesInfo.showNovationPopup).toBe(false);
    expect((await s.api('GET', '/merchant/Novation/current', { cookie })).body.data).toBeNull();

    const [job] = merchantJobs(s.deps);
    const entity = async () =>
      (
        await s.deps.database.query<{ contract_entity: string; novation_version: string | null }>(
          'select contract_entity, novation_version from merchants where merchant_no = $1',
          [m.merchantNo],
        )
      ).rows[0]!;
    await job!.handler({});
    expect((await entity()).contract_entity).toBe('Crossbill Payments Ltd');
    s.clock.advance(30 * DAY + 1000);
    await job!.handler({});
    await job!.handler({});
    expect(await entity()).toEqual({ contract_entity: 'Crossbill SG Pte. Ltd.', novation_version: null });
    const applied = await s.deps.database.query("select id from audit_log where action = 'novation.apply' and merchant_no = $1", [m.merchantNo]);
    expect(applied.rows).toHaveLength(1);
  });
});

import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { createUser } from '../identity/service.ts';
import { createMerchant } from '../merchant/service.ts';
import { addOperator, createRole } from '../access/service.ts';

const PASSWORD = 'Crossbill@2026';
let s: TestServer;

beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

async function newMerchant() {
  const { merchant, adminRoleId } = await createMerchant(s.deps.db, {
    name: 'Activity Test Ltd',
    merchantType: MerchantType.ACQUIRING,
    businessType: BusinessType.ACQUIRING,
    businessTypes: 'acquiring',
    status: MerchantStatus.ACTIVE,
  });
  return { merchantNo: merchant.merchantNo, adminRoleId };
}

async function newUser(language: 'en' | 'zh-cn' = 'en') {
  const email = `activity-${crypto.randomUUID()}@test.dev`;
  const user = await createUser(s.deps.db, { email, name: 'Activity Tester', password: PASSWORD, language });
  return { email, userId: user.id };
}

async function login(email: string, userAgent = 'activity-test/1.0') {
  const res = await s.api('POST', '/merLogin/doLogin', { body: { email, password: PASSWORD }, headers: { 'user-agent': userAgent } });
  expect(res.body.respCode).toBe('20000');
  return res.setCookie!;
}

describe('sign-in activity', () => {
  it('lists sign-ins and switches of the current merchant only, newest first, with e-mail, ip and agent', async () => {
    const a = await newMerchant();
    const b = await newMerchant();
    const u = await newUser();
    const opA = await addOperator(s.deps.db, { userId: u.userId, merchantNo: a.merchantNo, roleId: a.adminRoleId, isDefault: true });
    const opB = await addOperator(s.deps.db, { userId: u.userId, merchantNo: b.merchantNo, roleId: b.adminRoleId });
    const cookie = await login(u.email, 'Agent/A');

    const list = await s.api('GET', '/account/loginRecord/list', { cookie });
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ total: 1, page: 1, size: 10 });
    expect(list.body.data.content[0]).toMatchObject({ merchantNo: a.merchantNo, action: 'login.success', actionName: 'Signed in', email: u.email, userAgent: 'Agent/A' });
    expect(list.body.data.content[0].ip).toBeTruthy();

    // switch to B: the switch is B's activity; A's list is unchanged
    const sw = await s.api('POST', '/merLogin/switchAccount', { cookie, body: { userId: opB.id } });
    expect(sw.body.respCode).toBe('20000');
    const cookieB = sw.setCookie ?? cookie;
    const listB = await s.api('GET', '/account/loginRecord/list', { cookie: cookieB });
    expect(listB.body.data.content.map((r: { action: string }) => r.action)).toEqual(['merchant.switch']);
    expect(listB.body.data.content[0].email).toBe(u.email);

    const back = await s.api('POST', '/merLogin/switchAccount', { cookie: cookieB, body: { userId: opA.id } });
    const cookieA = back.setCookie ?? cookieB;
    const listA = await s.api('GET', '/account/loginRecord/list', { cookie: cookieA, headers: {} });
    expect(listA.body.data.content.map((r: { action: string }) => r.action)).toEqual(['merchant.switch', 'login.success']);
    const times = listA.body.data.content.map((r: { time: string }) => Date.parse(r.time));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]);

    const paged = await s.api('GET', '/account/loginRecord/list?page=2&size=1', { cookie: cookieA });
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(paged.body.data.content[0].action).toBe('login.success');
  });

  it('labels actions in the user language and needs the account:info code', async () => {
    const m = await newMerchant();
    const zh = await newUser('zh-cn');
    await addOperator(s.deps.db, { userId: zh.userId, merchantNo: m.merchantNo, roleId: m.adminRoleId, isDefault: true });
    const cookie = await login(zh.email);
    const list = await s.api('GET', '/account/loginRecord/list', { cookie });
    expect(list.body.data.content[0].actionName).toBe('登录成功');

    const role = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: `notices-${crypto.randomUUID().slice(0, 8)}`, resourceCodes: ['content:notice'] });
    const limited = await newUser();
    await addOperator(s.deps.db, { userId: limited.userId, merchantNo: m.merchantNo, roleId: role.id, isDefault: true });
    const limitedCookie = await login(limited.email);
    const refused = await s.api('GET', '/account/loginRecord/list', { cookie: limitedCookie });
    expect(refused.status).toBe(403);
    expect(refused.body.respCode).toBe('00006');
    expect((await s.api('POST', '/account/loginRecord/export', { cookie: limitedCookie, body: {} })).status).toBe(403);
    // shell elements need no code
    expect((await s.api('GET', '/merAnnouncement/unreadlist', { cookie: limitedCookie })).status).toBe(200);
    expect((await s.api('GET', '/downloadFile/queryDownloads', { cookie: limitedCookie })).status).toBe(200);
  });

  it('export names the file in the user language and validates its range', async () => {
    const m = await newMerchant();
    const zh = await newUser('zh-cn');
    await addOperator(s.deps.db, { userId: zh.userId, merchantNo: m.merchantNo, roleId: m.adminRoleId, isDefault: true });
    const cookie = await login(zh.email);
    const exp = await s.api('POST', '/account/loginRecord/export', { cookie, body: { beginTime: '2026-01-01T00:00:00+08:00' } });
    expect(exp.body.data.fileName).toMatch(/^登录记录-\d{8}-\d{6}\.xlsx$/);
    const reversed = await s.api('POST', '/account/loginRecord/export', { cookie, body: { beginTime: '2026-02-01T00:00:00Z', endTime: '2026-01-01T00:00:00Z' } });
    expect(reversed.status).toBe(422);
    expect(reversed.body.respCode).toBe('11000');
    const notIso = await s.api('POST', '/account/loginRecord/export', { cookie, body: { beginTime: 'yesterday' } });
    expect(notIso.body.respCode).toBe('11000');
  });
});

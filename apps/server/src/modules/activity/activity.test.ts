import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { joinMerchant, newMerchant, newOperator, newUser, signIn, useTestServer } from '../../../test/fixtures.ts';
import { createRole } from '../access/service.ts';

const s = useTestServer();

describe('sign-in activity', () => {
  it('lists sign-ins and switches of the current merchant only, newest first, with e-mail, ip and agent', async () => {
    const a = await newMerchant(s);
    const b = await newMerchant(s);
    const u = await newUser(s);
    const opA = await joinMerchant(s, u.user.id, a, { isDefault: true });
    const opB = await joinMerchant(s, u.user.id, b);
    const { cookie } = await signIn(s, u.email, { userAgent: 'Agent/A' });

    const list = await s.api('GET', '/account/loginRecord/list', { cookie });
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ total: 1, page: 1, size: 10 });
    expect(list.body.data.content[0]).toMatchObject({
      merchantNo: a.merchantNo,
      action: 'login.success',
      actionName: 'Signed in',
      email: u.email,
      userAgent: 'Agent/A',
    });
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
    const m = await newMerchant(s);
    const { cookie } = await newOperator(s, { merchant: m, language: 'zh-cn' });
    const list = await s.api('GET', '/account/loginRecord/list', { cookie });
    expect(list.body.data.content[0].actionName).toBe('登录成功');

    const role = await createRole(s.deps.db, {
      merchantNo: m.merchantNo,
      name: `notices-${crypto.randomUUID().slice(0, 8)}`,
      resourceCodes: ['content:notice'],
    });
    const { cookie: limitedCookie } = await newOperator(s, { merchant: m, roleId: role.id });
    const refused = await s.api('GET', '/account/loginRecord/list', { cookie: limitedCookie });
    expect(refused.status).toBe(403);
    expect(refused.body.respCode).toBe('00006');
    expect((await s.api('POST', '/account/loginRecord/export', { cookie: limitedCookie, body: {} })).status).toBe(403);
    // shell elements need no code
    expect((await s.api('GET', '/merAnnouncement/unreadlist', { cookie: limitedCookie })).status).toBe(200);
    expect((await s.api('GET', '/downloadFile/queryDownloads', { cookie: limitedCookie })).status).toBe(200);
  });

  it('export names the file in the user language and validates its range', async () => {
    const { cookie } = await newOperator(s, { language: 'zh-cn' });
    const exp = await s.api('POST', '/account/loginRecord/export', { cookie, body: { beginTime: '2026-01-01T00:00:00+08:00' } });
    expect(exp.body.data.fileName).toMatch(/^登录记录-\d{8}-\d{6}\.xlsx$/);
    const reversed = await s.api('POST', '/account/loginRecord/export', {
      cookie,
      body: { beginTime: '2026-02-01T00:00:00Z', endTime: '2026-01-01T00:00:00Z' },
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.respCode).toBe('11000');
    const notIso = await s.api('POST', '/account/loginRecord/export', { cookie, body: { beginTime: 'yesterday' } });
    expect(notIso.body.respCode).toBe('11000');
  });
});

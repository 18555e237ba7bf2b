import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole } from './service.ts';
import { newMerchant, newOperator, newOperatorUser, signIn, uniqueEmail } from '../../../test/fixtures.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';

// a real SMTP sink: invitations are read from the mail the person would get
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const s = {} as TestServer;
beforeAll(async () => {
  sink = await startSmtpSink();
  Object.assign(s, await createTestServer({ SMTP_URL: sink.url, PUBLIC_URL: 'https://portal.test' }));
});
afterAll(async () => {
  await s.close?.();
  await sink?.close();
});

const NEW_PASSWORD = 'Invited#2026';
const tokenIn = (text: string) => /\/user\/reset-password\?token=([\w-]+)/.exec(text)?.[1];

async function adminOf() {
  const merchant = await newMerchant(s);
  const admin = await newOperator(s, { merchant });
  return { merchant, admin, cookie: admin.cookie };
}

async function invite(cookie: string, body: Record<string, unknown>) {
  return s.api('POST', '/permission/operator/add', { cookie, body: { name: 'Olive Operator', emailNotify: true, ...body } });
}

describe('roles', () => {
  it('add, list with holders, view, edit and delete; names unique per merchant; a button implies its page', async () => {
    const { merchant, cookie } = await adminOf();
    const add = await s.api('POST', '/permission/role/add', {
      cookie,
      body: { name: 'Finance', description: 'Reads balances', resourceCodes: ['wallet:balance:hide'] },
    });
    expect(add.body.respCode).toBe('20000');
    expect(add.body.data.resourceCodes).toEqual(['wallet', 'wallet:balance', 'wallet:balance:hide']);
    const id = add.body.data.id as number;

    const dup = await s.api('POST', '/permission/role/add', { cookie, body: { name: 'finance', resourceCodes: [] } });
    expect(dup.status).toBe(422);
    expect(dup.body.data.fieldErrors[0]).toMatchObject({ field: 'name', message: 'A role with this name already exists' });
    const tooLong = await s.api('POST', '/permission/role/add', { cookie, body: { name: 'x'.repeat(51), resourceCodes: [] } });
    expect(tooLong.status).toBe(422);
    // another merchant may use the same name
    const other = await adminOf();
    expect((await s.api('POST', '/permission/role/add', { cookie: other.cookie, body: { name: 'Finance', resourceCodes: [] } })).body.respCode).toBe('20000');

    const list = await s.api('GET', '/permission/role/list', { cookie });
    expect(list.body.data.map((r: { name: string }) => r.name)).toEqual(['Administrator', 'Finance']);
    expect(list.body.data[0]).toMatchObject({ isAdmin: true, operatorCount: 1 });

    const edit = await s.api('POST', '/permission/role/edit', { cookie, body: { id, name: 'Finance team', description: '', resourceCodes: ['index'] } });
    expect(edit.body.data).toMatchObject({ name: 'Finance team', resourceCodes: ['index'] });
    const view = await s.api('GET', `/permission/role/detail?id=${id}`, { cookie });
    expect(view.body.data.resourceCodes).toEqual(['index']);
    // another merchant's role is not found
    expect((await s.api('GET', `/permission/role/detail?id=${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await s.api('POST', '/permission/role/delete', { cookie: other.cookie, body: { id } })).status).toBe(404);

    const del = await s.api('POST', '/permission/role/delete', { cookie, body: { id } });
    expect(del.body.respCode).toBe('20000');
    expect((await s.api('GET', '/permission/role/list', { cookie })).body.data).toHaveLength(1);
    expect(merchant.merchantNo).toBeTruthy();
  });

  it('counts the operators holding each role', async () => {
    const { merchant, cookie } = await adminOf();
    const clerks = await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'Clerks', resourceCodes: ['index'] });
    await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'Nobody', resourceCodes: ['index'] });
    for (let i = 0; i < 3; i++) await newOperatorUser(s, { merchant, roleId: clerks.id });
    await newOperatorUser(s, { merchant });
    const list = await s.api('GET', '/permission/role/list', { cookie });
    const counts = Object.fromEntries(list.body.data.map((r: { name: string; operatorCount: number }) => [r.name, r.operatorCount]));
    expect(counts).toEqual({ Administrator: 2, Clerks: 3, Nobody: 0 });
  });

  it('deleting a role in use needs confirmation, says how many hold it, and leaves them without a role', async () => {
    const { merchant, cookie } = await adminOf();
    const role = await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'Support', resourceCodes: ['account', 'account:info'] });
    const holder = await newOperator(s, { merchant, roleId: role.id });
    await newOperator(s, { merchant, roleId: role.id });

    const refused = await s.api('POST', '/permission/role/delete', { cookie, body: { id: role.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toEqual({ operators: 2 });
    expect(refused.body.respMsg).toContain('2 operators');

    const forced = await s.api('POST', '/permission/role/delete', { cookie, body: { id: role.id, force: true } });
    expect(forced.body.respCode).toBe('20000');
    const ops = await s.api('GET', '/permission/operator/list?size=50', { cookie });
    expect(ops.body.data.content.find((o: { id: number }) => o.id === holder.operator.id)).toMatchObject({ roleId: null, roleName: null });
    // the former holder is still logged in but holds no permission
    const info = await s.api('GET', '/merLogin/getUserInformation', { cookie: holder.cookie });
    expect(info.body.data.permissions).toEqual([]);
    expect((await s.api('GET', '/application/list', { cookie: holder.cookie })).status).toBe(403);
  });

  it('the administrator role cannot be deleted or lose permissions, but can be renamed', async () => {
    const { merchant, cookie } = await adminOf();
    const id = merchant.adminRoleId;
    const del = await s.api('POST', '/permission/role/delete', { cookie, body: { id, force: true } });
    expect(del.status).toBe(403);
    expect(del.body.respMsg).toMatch(/administrator role/);
    const narrow = await s.api('POST', '/permission/role/edit', { cookie, body: { id, name: 'Administrator', resourceCodes: ['index'] } });
    expect(narrow.status).toBe(403);
    const rename = await s.api('POST', '/permission/role/edit', { cookie, body: { id, name: 'Owners', description: 'Everything' } });
    expect(rename.body.data).toMatchObject({ name: 'Owners', isAdmin: true });
    expect(rename.body.data.resourceCodes).toContain('permission:role:delete');
  });

  it('a permission change takes effect on the next request of a logged-in operator', async () => {
    const { merchant, cookie } = await adminOf();
    const role = await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'Apps', resourceCodes: ['account', 'application:list'] });
    const op = await newOperator(s, { merchant, roleId: role.id });
    expect((await s.api('GET', '/application/list', { cookie: op.cookie })).status).toBe(200);
    expect(
      (await s.api('POST', '/application/add', { cookie: op.cookie, body: { name: 'Shop', type: 'website', url: 'https://shop.example.com' } })).status,
    ).toBe(403);

    await s.api('POST', '/permission/role/edit', { cookie, body: { id: role.id, name: 'Apps', resourceCodes: ['application:list:add'] } });
    expect(
      (await s.api('POST', '/application/add', { cookie: op.cookie, body: { name: 'Shop', type: 'website', url: 'https://shop.example.com' } })).status,
    ).toBe(200);

    await s.api('POST', '/permission/role/edit', { cookie, body: { id: role.id, name: 'Apps', resourceCodes: ['index'] } });
    const refused = await s.api('GET', '/application/list', { cookie: op.cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.respCode).toBe('00006');
  });

  it('role management needs its permission codes', async () => {
    const { merchant } = await adminOf();
    const role = await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'Viewer', resourceCodes: ['account', 'permission:role'] });
    const viewer = await newOperator(s, { merchant, roleId: role.id });
    expect((await s.api('GET', '/permission/role/list', { cookie: viewer.cookie })).status).toBe(200);
    expect((await s.api('POST', '/permission/role/add', { cookie: viewer.cookie, body: { name: 'Mine', resourceCodes: [] } })).status).toBe(403);
    expect((await s.api('GET', '/permission/operator/list', { cookie: viewer.cookie })).status).toBe(403);
  });
});

describe('operators', () => {
  it('invite → mail in the person’s language → set password from the link → login; the link works once', async () => {
    const { merchant, cookie } = await adminOf();
    const role = await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'Ops', resourceCodes: ['index'] });
    const email = uniqueEmail('invitee');
    const added = await invite(cookie, { email, roleId: role.id, language: 'zh-cn', name: 'Wang Wei' });
    expect(added.body.respCode).toBe('20000');
    expect(added.body.data).toMatchObject({ email, name: 'Wang Wei', roleName: 'Ops', status: 1, invitationPending: true, isSelf: false });

    const mail = await sink.waitFor(email);
    expect(mail.subject).toContain('您受邀加入');
    expect(mail.text).toContain('https://portal.test/user/reset-password?token=');
    const token = tokenIn(mail.text)!;

    const info = await s.api('GET', `/merLogin/passwordLink?token=${token}`);
    expect(info.body.data).toMatchObject({ email, purpose: 'invite' });
    const weak = await s.api('POST', '/merLogin/passwordLink/set', { body: { token, newPassword: 'short', confirmPassword: 'short' } });
    expect(weak.status).toBe(422);
    const set = await s.api('POST', '/merLogin/passwordLink/set', { body: { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(set.body).toMatchObject({ respCode: '20000', data: { email } });
    const again = await s.api('POST', '/merLogin/passwordLink/set', { body: { token, newPassword: 'Another#2026', confirmPassword: 'Another#2026' } });
    expect(again.status).toBe(400);
    expect(again.body.respCode).toBe('00004|14002');

    const login = await signIn(s, email, { password: NEW_PASSWORD });
    expect(login.res.body.data.userInfo).toMatchObject({ merchantNo: merchant.merchantNo, operatorName: 'Wang Wei', language: 'zh-cn' });
    expect(login.res.body.data.permissions).toEqual(['index']);
    const list = await s.api('GET', `/permission/operator/list?keyword=${encodeURIComponent(email)}`, { cookie });
    expect(list.body.data.content[0]).toMatchObject({ email, invitationPending: false });
  });

  it('an expired link is refused; inviting the same person twice is refused; a person of another merchant keeps the password', async () => {
    const { merchant, admin, cookie: first } = await adminOf();
    let cookie = first;
    const email = uniqueEmail('late');
    await invite(cookie, { email, roleId: merchant.adminRoleId });
    const token = tokenIn((await sink.waitFor(email)).text)!;
    const twice = await invite(cookie, { email, roleId: merchant.adminRoleId });
    expect(twice.body.data.fieldErrors[0]).toMatchObject({ field: 'email', message: 'This person is already an operator of this merchant' });
    s.clock.advance(73 * 3600_000);
    const late = await s.api('GET', `/merLogin/passwordLink?token=${token}`);
    expect(late.body.respCode).toBe('00004|14002');
    cookie = (await signIn(s, admin.email)).cookie; // the administrator's session expired meanwhile too

    // someone who already operates another merchant is added and told, without a password link
    const existing = await newOperator(s);
    const res = await invite(cookie, { email: existing.email.toUpperCase(), roleId: merchant.adminRoleId });
    expect(res.body.data).toMatchObject({ email: existing.email, invitationPending: false });
    const told = await sink.waitFor(existing.email);
    expect(told.text).toContain('https://portal.test/user/login');
    expect(tokenIn(told.text)).toBeUndefined();
    await signIn(s, existing.email, { password: existing.password });
  });

  it('edit name, role and notifications; filters by keyword, role and status; other merchants are invisible', async () => {
    const { merchant, cookie } = await adminOf();
    const role = await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'Clerks', resourceCodes: ['index'] });
    const op = await newOperator(s, { merchant, roleId: role.id, name: 'Carl Clerk' });
    const edit = await s.api('POST', '/permission/operator/edit', {
      cookie,
      body: { id: op.operator.id, name: 'Carla Clerk', roleId: merchant.adminRoleId, emailNotify: false },
    });
    expect(edit.body.data).toMatchObject({ name: 'Carla Clerk', roleName: 'Administrator', emailNotify: false });
    const byRole = await s.api('GET', `/permission/operator/list?roleId=${merchant.adminRoleId}`, { cookie });
    expect(byRole.body.data.total).toBe(2);
    const byName = await s.api('GET', '/permission/operator/list?keyword=carla', { cookie });
    expect(byName.body.data.content.map((o: { id: number }) => o.id)).toEqual([op.operator.id]);
    await s.api('POST', '/permission/operator/status', { cookie, body: { id: op.operator.id, status: 0 } });
    const disabled = await s.api('GET', '/permission/operator/list?status=0', { cookie });
    expect(disabled.body.data.content.map((o: { id: number }) => o.id)).toEqual([op.operator.id]);

    const other = await adminOf();
    const theirs = await s.api('GET', '/permission/operator/list?size=100', { cookie: other.cookie });
    expect(theirs.body.data.content.map((o: { id: number }) => o.id)).not.toContain(op.operator.id);
    for (const [url, body] of [
      ['/permission/operator/edit', { id: op.operator.id, name: 'X', roleId: other.merchant.adminRoleId, emailNotify: true }],
      ['/permission/operator/status', { id: op.operator.id, status: 1 }],
      ['/permission/operator/resetPassword', { id: op.operator.id }],
    ] as const) {
      expect((await s.api('POST', url, { cookie: other.cookie, body })).status).toBe(404);
    }
    // a role of another merchant cannot be given
    const foreignRole = await s.api('POST', '/permission/operator/edit', {
      cookie,
      body: { id: op.operator.id, name: 'X', roleId: other.merchant.adminRoleId, emailNotify: true },
    });
    expect(foreignRole.body.data.fieldErrors[0].field).toBe('roleId');
  });

  it('disable ends the operator’s session at once (401 on the next call); enable lets them log in again', async () => {
    const { merchant, cookie } = await adminOf();
    const op = await newOperator(s, { merchant });
    expect((await s.api('GET', '/merLogin/getUserInformation', { cookie: op.cookie })).status).toBe(200);
    expect((await s.api('POST', '/permission/operator/status', { cookie, body: { id: op.operator.id, status: 0 } })).body.respCode).toBe('20000');
    const after = await s.api('GET', '/merLogin/getUserInformation', { cookie: op.cookie });
    expect(after.status).toBe(401);
    expect(after.body.respCode).toBe('00004|10023');
    await s.api('POST', '/permission/operator/status', { cookie, body: { id: op.operator.id, status: 1 } });
    await signIn(s, op.email);
  });

  it('nobody disables or demotes themselves; the last enabled administrator stays', async () => {
    const { merchant, admin, cookie } = await adminOf();
    const role = await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'Plain', resourceCodes: ['index'] });
    const self = await s.api('POST', '/permission/operator/status', { cookie, body: { id: admin.operator.id, status: 0 } });
    expect(self.status).toBe(403);
    expect(self.body.respMsg).toMatch(/cannot disable yourself/);
    const demote = await s.api('POST', '/permission/operator/edit', {
      cookie,
      body: { id: admin.operator.id, name: 'Me', roleId: role.id, emailNotify: true },
    });
    expect(demote.status).toBe(403);
    // editing one's own name keeps the role: allowed
    expect(
      (
        await s.api('POST', '/permission/operator/edit', {
          cookie,
          body: { id: admin.operator.id, name: 'Me', roleId: merchant.adminRoleId, emailNotify: false },
        })
      ).status,
    ).toBe(200);

    // a second admin may disable the first only while another enabled admin remains
    const second = await newOperator(s, { merchant });
    expect((await s.api('POST', '/permission/operator/status', { cookie: second.cookie, body: { id: admin.operator.id, status: 0 } })).status).toBe(200);
    const third = await newOperator(s, { merchant, roleId: role.id });
    // second is now the last enabled admin: a plain operator with the operator rights could not remove it
    await s.api('POST', '/permission/role/edit', {
      cookie: second.cookie,
      body: { id: role.id, name: 'Plain', resourceCodes: ['permission:operator:status', 'permission:operator:edit'] },
    });
    const last = await s.api('POST', '/permission/operator/status', { cookie: third.cookie, body: { id: second.operator.id, status: 0 } });
    expect(last.status).toBe(403);
    expect(last.body.respMsg).toMatch(/last enabled administrator/);
    const lastDemote = await s.api('POST', '/permission/operator/edit', {
      cookie: third.cookie,
      body: { id: second.operator.id, name: 'S', roleId: role.id, emailNotify: true },
    });
    expect(lastDemote.status).toBe(403);
  });

  it('reset password mails a new link; the old password works until the link is used', async () => {
    const { merchant, cookie } = await adminOf();
    const op = await newOperator(s, { merchant });
    expect((await s.api('POST', '/permission/operator/resetPassword', { cookie, body: { id: op.operator.id } })).body.respCode).toBe('20000');
    const mail = await sink.waitFor(op.email, /new Crossbill password/);
    await signIn(s, op.email);
    const token = tokenIn(mail.text)!;
    await s.api('POST', '/merLogin/passwordLink/set', { body: { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    // the link ended the sessions that were open, and the old password is gone
    expect((await s.api('GET', '/merLogin/getUserInformation', { cookie: op.cookie })).status).toBe(401);
    await signIn(s, op.email, { password: NEW_PASSWORD });
    expect((await signIn(s, op.email, { expectOk: false })).res.body.respCode).toBe('00004|00002');
  });
});

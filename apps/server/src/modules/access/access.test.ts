import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import type { MenuNode } from '@crossbill/contracts/menu';
import { flattenResources, isLiveMenu } from '@crossbill/contracts/resources';
import { BusinessType, MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { AppError } from '../../platform/http/errors.ts';
import { eq } from 'drizzle-orm';
import { users } from '../identity/schema.ts';
import { resources } from './schema.ts';
import { createAuthProvider } from '../../auth-provider.ts';
import { createRole, deleteRole, setOperatorStatus, syncResources, updateRole } from './service.ts';

const s = useTestServer();

/** The session token a sign-in cookie carries (the auth provider resolves tokens). */
const tokenOf = (cookie: string) => cookie.split('=')[1]!;

const codesOf = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.resourceCode, ...codesOf(n.childrenNode)]);
const urlsOf = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [...(n.menuUrl ? [n.menuUrl] : []), ...urlsOf(n.childrenNode)]);

describe('permissions', () => {
  it('a route refuses a role without its code; a grant works on the next request', async () => {
    const m = await newMerchant(s);
    const role = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Viewer', resourceCodes: ['index'] });
    const { cookie } = await newOperator(s, { merchant: m, roleId: role.id });
    const refused = await s.api('GET', '/resource/list?userType=MERC', { cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.respCode).toBe(Codes.FORBIDDEN.code);

    await updateRole(s.deps.db, { merchantNo: m.merchantNo, roleId: role.id, resourceCodes: ['index', 'account', 'permission:role'] });
    const allowed = await s.api('GET', '/resource/list?userType=MERC', { cookie });
    expect(allowed.body.respCode).toBe('20000');
    // the whole live tree with buttons, whatever the role holds
    const codes = codesOf(allowed.body.data);
    expect(codes).toEqual(expect.arrayContaining(['index', 'index:currency', 'account', 'password:edit', 'account:switch']));
    // a page not built yet is never listed (none may be left once every page of the spec is built)
    const notBuilt = flattenResources()
      .filter((r) => r.url && !isLiveMenu(r))
      .map((r) => r.code);
    for (const code of notBuilt) expect(codes).not.toContain(code);
    expect(codes.length).toBeGreaterThan(0);

    await updateRole(s.deps.db, { merchantNo: m.merchantNo, roleId: role.id, resourceCodes: ['index'] });
    expect((await s.api('GET', '/resource/list', { cookie })).status).toBe(403);
    const info = await s.api('GET', '/merLogin/getUserInformation', { cookie });
    expect(info.body.data.permissions).toEqual(['index']);
  });

  it("a disabled operator's session ends at once, and stays ended after re-enabling", async () => {
    const m = await newMerchant(s);
    const { cookie, operator } = await newOperator(s, { merchant: m });
    expect((await s.api('GET', '/merLogin/getUserInformation', { cookie })).body.respCode).toBe('20000');
    await setOperatorStatus(s.deps.db, { merchantNo: m.merchantNo, operatorId: operator.id, status: 0 });
    const res = await s.api('GET', '/merLogin/getUserInformation', { cookie });
    expect(res.status).toBe(401);
    expect(res.body.respCode).toBe('00004|10023');
    await setOperatorStatus(s.deps.db, { merchantNo: m.merchantNo, operatorId: operator.id, status: 1 });
    expect((await s.api('GET', '/merLogin/getUserInformation', { cookie })).status).toBe(401);
  });

  it("one sign-in read carries the role's codes (every code for an administrator) and refuses a user disabled behind its back", async () => {
    const m = await newMerchant(s);
    const provider = createAuthProvider(s.deps);
    const role = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Reader', resourceCodes: ['index', 'account'] });
    const reader = await newOperator(s, { merchant: m, roleId: role.id });
    expect([...(await provider.resolve(tokenOf(reader.cookie)))!.permissions].sort()).toEqual(['account', 'index']);
    const admin = await newOperator(s, { merchant: m });
    const all = (await s.deps.db.select({ code: resources.resourceCode }).from(resources)).map((r) => r.code);
    expect([...(await provider.resolve(tokenOf(admin.cookie)))!.permissions].sort()).toEqual(all.sort());

    // a user switched off without ending sessions (another process, a manual fix) is refused all the same
    await s.deps.db.update(users).set({ status: 0 }).where(eq(users.id, reader.user.id));
    expect(await provider.resolve(tokenOf(reader.cookie))).toBeNull();
    expect((await s.api('GET', '/merLogin/getUserInformation', { cookie: reader.cookie })).status).toBe(401);
    await s.deps.db.update(users).set({ status: 1 }).where(eq(users.id, reader.user.id));
    expect((await s.api('GET', '/merLogin/getUserInformation', { cookie: reader.cookie })).status).toBe(401); // the session was ended
  });

  it('a role in use is deleted only when forced; its operators are left without permissions', async () => {
    const m = await newMerchant(s);
    const role = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Temp', resourceCodes: ['index'] });
    const { cookie } = await newOperator(s, { merchant: m, roleId: role.id });
    await expect(deleteRole(s.deps.db, { merchantNo: m.merchantNo, roleId: role.id })).rejects.toMatchObject({
      info: Codes.CONFLICT,
      data: { operators: 1 },
    });
    await expect(deleteRole(s.deps.db, { merchantNo: m.merchantNo, roleId: m.adminRoleId, force: true })).rejects.toMatchObject({
      info: Codes.FORBIDDEN,
    });
    await deleteRole(s.deps.db, { merchantNo: m.merchantNo, roleId: role.id, force: true });
    expect((await s.api('GET', '/merLogin/getUserInformation', { cookie })).body.data.permissions).toEqual([]);
    const { rows } = await s.deps.database.query<{ action: string }>(
      "select action from audit_log where merchant_no = $1 and action like 'role.%' order by id",
      [m.merchantNo],
    );
    expect(rows.map((r) => r.action)).toEqual(['role.create', 'role.create', 'role.delete']);
  });

  it('unknown resource codes are refused', async () => {
    const m = await newMerchant(s);
    await expect(createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Bad', resourceCodes: ['no:such'] })).rejects.toBeInstanceOf(AppError);
  });

  it('syncResources keeps ids stable, also when two run at once', async () => {
    const before = await s.deps.database.query<{ id: number; resource_code: string }>('select id, resource_code from resources order by id');
    await Promise.all([syncResources(s.deps.db), syncResources(s.deps.db)]);
    const after = await s.deps.database.query<{ id: number; resource_code: string }>('select id, resource_code from resources order by id');
    expect(after.rows).toEqual(before.rows);
    expect(before.rows.length).toBeGreaterThan(50);
  });
});

describe('scope', () => {
  it('blocMer is refused to non-group merchants and spans a group and its members', async () => {
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const a = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const b = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const other = await newMerchant(s);
    const provider = createAuthProvider(s.deps);

    const plain = await newOperator(s, { merchant: other });
    const plainAuth = (await provider.resolve(tokenOf(plain.cookie)))!;
    expect(await provider.scope(plainAuth, '')).toEqual([other.merchantNo]);
    await expect(provider.scope(plainAuth, '/blocMer')).rejects.toMatchObject({ info: Codes.FORBIDDEN });
    await expect(provider.scope(plainAuth, '/proxyMer')).rejects.toMatchObject({ info: Codes.FORBIDDEN });

    const g = await newOperator(s, { merchant: group });
    const groupAuth = (await provider.resolve(tokenOf(g.cookie)))!;
    expect(groupAuth.merchantType).toBe(MerchantType.GROUP);
    expect(await provider.scope(groupAuth, '')).toEqual([group.merchantNo]);
    expect((await provider.scope(groupAuth, '/blocMer')).sort()).toEqual([group.merchantNo, a.merchantNo, b.merchantNo].sort());
    await expect(provider.scope(groupAuth, '/proxyMer')).rejects.toMatchObject({ info: Codes.FORBIDDEN });

    const proxy = await newMerchant(s, { merchantType: MerchantType.PROXY });
    const sub = await newMerchant(s, { parentMerchantNo: proxy.merchantNo });
    const p = await newOperator(s, { merchant: proxy });
    const proxyAuth = (await provider.resolve(tokenOf(p.cookie)))!;
    expect((await provider.scope(proxyAuth, '/proxyMer')).sort()).toEqual([proxy.merchantNo, sub.merchantNo].sort());
  });
});

describe('menus', () => {
  it('lists only live menus the role holds, translated, in tree order', async () => {
    const m = await newMerchant(s);
    const admin = await newOperator(s, { merchant: m });
    const res = await s.api('GET', '/merLogin/listMenus', { cookie: admin.cookie });
    const menu: MenuNode[] = res.body.data;
    // exactly the pages that exist (live in the resource tree), in tree order; never a page not built yet
    const live = flattenResources().filter((r) => r.url && isLiveMenu(r));
    expect(urlsOf(menu)).toEqual(live.map((r) => r.url));
    expect(urlsOf(menu)).toEqual(expect.arrayContaining(['/index', '/wallet/balance', '/password/edit', '/switch']));
    expect(menu.map((n) => n.resourceCode)[0]).toBe('index');
    expect(menu[0]).toMatchObject({ name: 'Home', resourceType: 1, parentId: null, icon: 'home' });
    expect(codesOf(menu)).not.toContain('index:currency'); // buttons are not menus

    // a role holding one page plus every page not built yet (if any is left): only the built one shows
    const notBuilt = flattenResources()
      .filter((r) => r.url && !isLiveMenu(r))
      .map((r) => r.code);
    const role = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Narrow', resourceCodes: ['account:switch', ...notBuilt] });
    const narrow = await newOperator(s, { merchant: m, roleId: role.id, language: 'zh-cn' });
    const narrowMenu: MenuNode[] = (await s.api('GET', '/merLogin/listMenus', { cookie: narrow.cookie })).body.data;
    // the directory shows for its one shown child
    expect(codesOf(narrowMenu)).toEqual(['account', 'account:switch']);
    expect(narrowMenu[0]!.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('aggregate merchants get the two-branch menu with /aggregate/acq and /aggregate/payout', async () => {
    const m = await newMerchant(s, { isAggregate: true, businessType: BusinessType.AGGREGATE, businessTypes: 'acquiring,payout' });
    const { cookie } = await newOperator(s, { merchant: m });
    const menu: MenuNode[] = (await s.api('GET', '/merLogin/listMenus', { cookie })).body.data;
    expect(menu.map((n) => [n.resourceCode, n.name])).toEqual([
      ['aggregate:acq', 'Acquiring'],
      ['aggregate:payout', 'Payout'],
    ]);
    expect(urlsOf(menu[0]!.childrenNode)).toContain('/index/aggregate/acq');
    expect(urlsOf(menu[1]!.childrenNode)).toContain('/index/aggregate/payout');
    expect(urlsOf(menu[1]!.childrenNode)).toContain('/wallet/balance/aggregate/payout');
    expect(urlsOf(menu[0]!.childrenNode)).toContain('/password/edit');
  });

  it('listMenuButtons answers the held buttons of one menu', async () => {
    const m = await newMerchant(s);
    const admin = await newOperator(s, { merchant: m });
    const menu: MenuNode[] = (await s.api('GET', '/merLogin/listMenus', { cookie: admin.cookie })).body.data;
    const index = menu.find((n) => n.resourceCode === 'index')!;
    const buttons = await s.api('GET', `/merLogin/listMenuButtons?parentId=${index.id}`, { cookie: admin.cookie });
    expect(buttons.body.data).toEqual([{ id: expect.any(Number), resourceCode: 'index:currency', name: 'Currency display settings' }]);

    const role = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'NoButtons', resourceCodes: ['index'] });
    const plain = await newOperator(s, { merchant: m, roleId: role.id });
    expect((await s.api('GET', `/merLogin/listMenuButtons?parentId=${index.id}`, { cookie: plain.cookie })).body.data).toEqual([]);
    expect((await s.api('GET', '/merLogin/listMenuButtons', { cookie: plain.cookie })).body.respCode).toBe(Codes.VALIDATION.code);
  });
});

import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SUCCESS_CODE } from '@crossbill/contracts/codes';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { waitForExport } from '../../../test/exports.ts';
import { audit } from '../../platform/audit/audit.ts';
import { createRole } from '../access/service.ts';
import { purgeExpired } from './service.ts';
import { countEntries } from './store.ts';

// the download job builds export files in this process
const s = useTestServer({});

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Safari/537.36';
const DAY = 24 * 3600_000;

type Item = { id: number; action: string; actionName: string; operatorEmail: string; objectId: string; ip: string; device: string; changes: unknown[] };

async function admin(o: { language?: 'en' | 'zh-cn'; ip?: string } = {}) {
  const op = await newOperator(s, { ip: o.ip ?? '203.0.113.7', userAgent: CHROME_MAC, language: o.language });
  const get = async (q = '') => {
    const r = await s.api('GET', `/account/auditLog/list${q}`, { cookie: op.cookie });
    expect(r.body.respCode, r.body.respMsg).toBe(SUCCESS_CODE);
    return r.body.data as { total: number; content: Item[] };
  };
  return { ...op, get };
}

describe('team audit log', () => {
  it("shows an operator's change with who, what, where and its before/after, in the operator's language", async () => {
    const a = await admin({ ip: '198.51.100.23' });
    const name = `Support ${crypto.randomUUID().slice(0, 6)}`;
    const added = await s.api('POST', '/permission/role/add', {
      cookie: a.cookie,
      body: { name, resourceCodes: ['content:notice'] },
      headers: { 'user-agent': CHROME_MAC, 'x-forwarded-for': '198.51.100.23' },
    });
    expect(added.body.respCode).toBe(SUCCESS_CODE);
    const roleId = String(added.body.data.id);
    await s.api('POST', '/permission/role/edit', {
      cookie: a.cookie,
      body: { id: Number(roleId), name: `${name} 2`, description: '', resourceCodes: ['content:notice'] },
      headers: { 'user-agent': CHROME_MAC, 'x-forwarded-for': '198.51.100.23' },
    });

    const list = await a.get();
    const [edit, create] = list.content.filter((r) => r.objectId === roleId);
    expect(create).toMatchObject({
      action: 'role.create',
      actionName: 'Role created',
      operatorEmail: a.email,
      ip: '198.51.100.23',
      device: 'Chrome 120 · macOS 14',
    });
    expect(edit).toMatchObject({ action: 'role.update', actionName: 'Role changed' });
    // the sign-in is there too, by its label; the merchant's creation was the system's
    expect(list.content.find((r) => r.action === 'login.success')).toMatchObject({ actionName: 'Signed in', operatorEmail: a.email });
    expect(list.content.find((r) => r.action === 'merchant.create')).toMatchObject({
      actionName: 'Merchant account created',
      operatorEmail: 'System',
      device: '',
    });

    const detail = await s.api('GET', `/account/auditLog/detail?id=${edit!.id}`, { cookie: a.cookie });
    expect(detail.body.data.userAgent).toBe(CHROME_MAC);
    expect(detail.body.data.objectTypeName).toBe('Role');
    expect(detail.body.data.changes).toContainEqual({ field: 'Name', before: name, after: `${name} 2` });

    const zh = await admin({ language: 'zh-cn' });
    const zhList = await zh.get();
    expect(zhList.content[0]).toMatchObject({ action: 'login.success', actionName: '登录成功' });
  });

  it('narrows by operator, action, object type, object id, time range and IP, and never shows another merchant', async () => {
    const a = await admin({ ip: '192.0.2.10' });
    const other = await newOperator(s, { merchant: { merchantNo: a.merchant.merchantNo, adminRoleId: a.merchant.adminRoleId }, ip: '192.0.2.99' });
    const stranger = await admin({ ip: '192.0.2.10' });
    const role = await s.api('POST', '/permission/role/add', { cookie: a.cookie, body: { name: `Ops ${crypto.randomUUID().slice(0, 6)}` } });
    const roleId = String(role.body.data.id);

    const all = await a.get();
    // the merchant's creation (role, operator), the second operator's joining, two sign-ins and the role
    expect(all.content.map((r) => r.action).sort()).toEqual(
      ['login.success', 'login.success', 'merchant.create', 'operator.add', 'operator.add', 'role.create', 'role.create'].sort(),
    );
    expect((await a.get(`?userId=${other.user.id}`)).content.map((r) => r.operatorEmail)).toEqual([other.email]);
    expect((await a.get(`?action=role.create&userId=${a.user.id}`)).content.map((r) => r.objectId)).toEqual([roleId]);
    expect((await a.get('?objectType=session')).total).toBe(2);
    expect((await a.get('?objectType=session&action=role.create')).total).toBe(0);
    expect((await a.get(`?objectId=${roleId}`)).content.map((r) => r.action)).toEqual(['role.create']);
    expect((await a.get('?ip=192.0.2.99')).content.map((r) => r.operatorEmail)).toEqual([other.email]);
    const future = new Date(Date.now() + DAY).toISOString();
    expect((await a.get(`?beginTime=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await a.get(`?endTime=${encodeURIComponent(future)}`)).total).toBe(all.total);

    // the other merchant's administrator sees only its own sign-in, not even by id or filter
    expect((await stranger.get()).content.map((r) => r.operatorEmail)).not.toContain(a.email);
    expect((await stranger.get('?objectType=session')).content.map((r) => r.operatorEmail)).toEqual([stranger.email]);
    expect((await stranger.get(`?objectId=${roleId}`)).total).toBe(0);
    const foreign = await s.api('GET', `/account/auditLog/detail?id=${all.content[0]!.id}`, { cookie: stranger.cookie });
    expect(foreign.status).toBe(404);

    // bad filters name their field
    const bad = await s.api('GET', '/account/auditLog/list?action=drop.table&ip=1;2', { cookie: a.cookie });
    expect(bad.status).toBe(422);
    expect(bad.body.data.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['action', 'ip']);
    const reversed = await s.api('GET', `/account/auditLog/list?beginTime=${encodeURIComponent(future)}&endTime=2026-01-01T00:00:00Z`, { cookie: a.cookie });
    expect(reversed.status).toBe(422);

    // the operator filter offers the merchant's operators
    const options = await s.api('GET', '/account/auditLog/options', { cookie: a.cookie });
    expect(options.body.data.operators.map((o: { email: string }) => o.email).sort()).toEqual([a.email, other.email].sort());
    expect(options.body.data.actions).toContainEqual({ value: 'role.create', label: 'Role created', objectType: 'role' });
  });

  it('is refused to a role without account:auditLog, and the refusal is itself audited', async () => {
    const m = await newMerchant(s);
    const role = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: `info-${crypto.randomUUID().slice(0, 8)}`, resourceCodes: ['account:info'] });
    const { cookie } = await newOperator(s, { merchant: m, roleId: role.id });
    for (const [method, url, body] of [
      ['GET', '/account/auditLog/list', undefined],
      ['GET', '/account/auditLog/options', undefined],
      ['GET', '/account/auditLog/retention', undefined],
      ['POST', '/account/auditLog/export', {}],
      ['POST', '/account/auditLog/retention/update', { days: 90 }],
    ] as const) {
      const r = await s.api(method, url, { cookie, body });
      expect(r.status, url).toBe(403);
      expect(r.body.respCode).toBe('00006');
    }
    const adminOfM = await newOperator(s, { merchant: m });
    const denied = await s.api('GET', '/account/auditLog/list?action=access.denied', { cookie: adminOfM.cookie });
    expect(denied.body.data.content[0]).toMatchObject({ actionName: 'Access refused' });
  });

  it('exports the filtered entries as xlsx through the download center, text cells escaped', async () => {
    const evil = '=HYPERLINK("http://evil.example")';
    const a = await newOperator(s, { name: evil });
    await s.api('POST', '/permission/role/add', { cookie: a.cookie, body: { name: `Ops ${crypto.randomUUID().slice(0, 6)}` } });
    const exp = await s.api('POST', '/account/auditLog/export', { cookie: a.cookie, body: { action: 'role.create', userId: a.user.id } });
    expect(exp.body.respCode, exp.body.respMsg).toBe(SUCCESS_CODE);
    expect(exp.body.data.fileName).toMatch(/^Audit log-\d{8}-\d{6}\.xlsx$/);
    const task = await waitForExport(s, a.cookie, exp.body.data.id);
    expect(task.fileStatus).toBe('GS');
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/downloadFile/download/${exp.body.data.id}`,
      headers: { cookie: a.cookie, 'ow-source': 'merchant', 'ow-version': '1' },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => rows.push(Array.from({ length: 10 }, (_, i) => r.getCell(i + 1).value ?? null)));
    expect(rows[0]).toEqual([
      'Time (UTC+8)',
      'Operator',
      'Operator name',
      'Action',
      'Object type',
      'Object ID',
      'IP address',
      'Device',
      'Changes',
      'Browser (user agent)',
    ]);
    expect(rows).toHaveLength(2);
    const [, row] = rows;
    expect(row![0]).toBeInstanceOf(Date);
    // a formula-like name is written as text, never as a formula
    expect(row!.slice(1, 5)).toEqual([a.email, `'${evil}`, 'Role created', 'Role']);
    expect(row![8]).toMatch(/^Name: Ops \w+; Administrator role: No; Permissions: \[\]$/);
  });

  it('keeps entries for the chosen retention; the daily job deletes only older ones, once', async () => {
    const short = await admin();
    const long = await admin();
    const set = await s.api('POST', '/account/auditLog/retention/update', { cookie: short.cookie, body: { days: 90 } });
    expect(set.body.data).toMatchObject({ days: 90, choices: [90, 180, 365, 730, 2555] });
    expect((await s.api('GET', '/account/auditLog/retention', { cookie: long.cookie })).body.data).toMatchObject({ days: 365, updatedAt: null });
    expect((await s.api('POST', '/account/auditLog/retention/update', { cookie: short.cookie, body: { days: 91 } })).status).toBe(422);
    const changed = await short.get('?action=auditLog.retention');
    expect(changed.content[0]!.changes).toEqual([{ field: 'Retention (days)', before: '365', after: '90' }]);
    const count = (m: { merchant: { merchantNo: string } }) => countEntries(s.deps.db, { merchantNo: m.merchant.merchantNo });
    const before = { short: await count(short), long: await count(long) };

    s.clock.advance(89 * DAY);
    await purgeExpired(s.deps.db, s.clock.now);
    expect(await count(short)).toBe(before.short);

    s.clock.advance(2 * DAY); // 91 days on: past 90, within a year
    await purgeExpired(s.deps.db, s.clock.now);
    expect(await count(short)).toBe(0);
    expect(await count(long)).toBe(before.long);
    expect(await purgeExpired(s.deps.db, s.clock.now)).toBe(0);

    s.clock.advance(275 * DAY); // 366 days on: past the default year
    await purgeExpired(s.deps.db, s.clock.now);
    expect(await count(long)).toBe(0);
    s.clock.advance(-366 * DAY);
  });

  it('masks secret-like values in a summary', async () => {
    const a = await admin();
    await audit(s.deps.db, {
      userId: a.user.id,
      merchantNo: a.merchant.merchantNo,
      action: 'sftp.update',
      target: 'dest-1',
      summary: { secret: 'hunter2', secretReplaced: true, state: { from: 'off', to: 'on' } },
    });
    const [row] = (await a.get('?action=sftp.update')).content;
    expect(new Set(row!.changes)).toEqual(
      new Set([
        { field: 'Secret', before: null, after: '(hidden)' },
        { field: 'Secret replaced', before: null, after: 'Yes' },
        { field: 'State', before: 'off', after: 'on' },
      ]),
    );
  });
});

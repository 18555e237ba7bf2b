import { describe, expect, it } from 'vitest';
import { createRole } from '../access/service.ts';
import { runOps } from '../../cli/ops.ts';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { reviewApplication } from './service.ts';

const s = useTestServer();

const shop = { name: '我的商店 Shop', type: 'website', url: 'https://shop.example.com', description: 'Cross-border store' };

describe('applications', () => {
  it('adding one puts it in review; the list is the merchant’s own, filtered by name and status', async () => {
    const { cookie, merchant } = await newOperator(s);
    const add = await s.api('POST', '/application/add', { cookie, body: shop });
    expect(add.body.respCode).toBe('20000');
    expect(add.body.data).toMatchObject({
      name: '我的商店 Shop',
      type: 'website',
      auditStatus: 'waiting',
      comments: null,
      appId: expect.stringMatching(/^APP\d{9}$/),
    });
    await s.api('POST', '/application/add', { cookie, body: { ...shop, name: 'Mobile app', type: 'app', url: 'https://app.example.com' } });

    const list = await s.api('GET', '/application/list', { cookie });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.content[0].name).toBe('Mobile app'); // newest first
    const byName = await s.api('GET', `/application/list?name=${encodeURIComponent('商店')}`, { cookie });
    expect(byName.body.data.content.map((a: { name: string }) => a.name)).toEqual(['我的商店 Shop']);
    const approved = await s.api('GET', '/application/list?auditStatus=pass', { cookie });
    expect(approved.body.data.total).toBe(0);

    // another merchant sees none of them
    const other = await newOperator(s);
    expect((await s.api('GET', '/application/list', { cookie: other.cookie })).body.data.total).toBe(0);
    const edit = await s.api('POST', '/application/edit', { cookie: other.cookie, body: { ...shop, id: add.body.data.id } });
    expect(edit.status).toBe(404);
    expect(merchant.merchantNo).toBeTruthy();
  });

  it('the name is at most 64 characters or 32 Chinese characters, on the server too', async () => {
    const { cookie } = await newOperator(s);
    expect((await s.api('POST', '/application/add', { cookie, body: { ...shop, name: '店'.repeat(32) } })).status).toBe(200);
    const over = await s.api('POST', '/application/add', { cookie, body: { ...shop, name: '店'.repeat(33) } });
    expect(over.status).toBe(422);
    expect(over.body.respCode).toBe('11000');
    const url = await s.api('POST', '/application/add', { cookie, body: { ...shop, url: 'not a url' } });
    expect(url.status).toBe(422);
  });

  it('provider review: rejected with a reason, edited (back in review), approved; only a rejected one can be edited', async () => {
    const { cookie } = await newOperator(s);
    const app = (await s.api('POST', '/application/add', { cookie, body: shop })).body.data;
    const early = await s.api('POST', '/application/edit', { cookie, body: { ...shop, id: app.id, name: 'Renamed' } });
    expect(early.status).toBe(409);

    await expect(reviewApplication(s.deps.db, { appId: app.appId, decision: 'fail', comment: ' ', now: s.clock.now })).rejects.toMatchObject({
      messageKey: 'validation.required',
    });
    await reviewApplication(s.deps.db, { appId: app.appId, decision: 'fail', comment: 'The site has no refund policy', now: s.clock.now });
    const rejected = (await s.api('GET', '/application/list', { cookie })).body.data.content[0];
    expect(rejected).toMatchObject({ auditStatus: 'fail', comments: 'The site has no refund policy' });

    const edited = await s.api('POST', '/application/edit', { cookie, body: { ...shop, id: app.id, url: 'https://shop.example.com/store' } });
    expect(edited.body.data).toMatchObject({ auditStatus: 'waiting', comments: null, url: 'https://shop.example.com/store' });
    await reviewApplication(s.deps.db, { appId: app.appId, decision: 'pass', now: s.clock.now });
    expect((await s.api('GET', '/application/list?auditStatus=pass', { cookie })).body.data.content[0].id).toBe(app.id);
    await expect(reviewApplication(s.deps.db, { appId: app.appId, decision: 'fail', comment: 'again', now: s.clock.now })).rejects.toMatchObject({
      messageKey: 'application.notInReview',
    });
  });

  it('needs the application permission codes', async () => {
    const merchant = await newMerchant(s);
    const role = await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'Viewer', resourceCodes: ['account', 'application:list'] });
    const { cookie } = await newOperator(s, { merchant, roleId: role.id });
    expect((await s.api('GET', '/application/list', { cookie })).status).toBe(200);
    expect((await s.api('POST', '/application/add', { cookie, body: shop })).status).toBe(403);
  });
});

describe('ops CLI: applications', () => {
  it('lists the review queue, approves and rejects with a comment', async () => {
    const { cookie } = await newOperator(s);
    const a = (await s.api('POST', '/application/add', { cookie, body: { ...shop, name: 'CLI approve' } })).body.data;
    const b = (await s.api('POST', '/application/add', { cookie, body: { ...shop, name: 'CLI reject' } })).body.data;
    const out: string[] = [];
    const err: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    expect(await runOps(['applications', 'list', '--limit', '500'], env)).toBe(0);
    expect(out.some((l) => l.startsWith(a.appId) && l.includes('CLI approve'))).toBe(true);
    expect(await runOps(['applications', 'approve', '--id', a.appId], env)).toBe(0);
    expect(out.at(-1)).toBe(`Approved ${a.appId} (CLI approve).`);
    expect(await runOps(['applications', 'reject', '--id', b.appId], env)).toBe(64);
    expect(err.at(-1)).toMatch(/Missing --comment/);
    expect(await runOps(['applications', 'reject', '--id', b.appId, '--comment', 'x'.repeat(201)], env)).toBe(1);
    expect(err.at(-1)).toMatch(/comment: At most 200 characters/);
    expect(await runOps(['applications', 'reject', '--id', b.appId, '--comment', 'Domain not reachable'], env)).toBe(0);
    expect(await runOps(['applications', 'approve', '--id', a.appId], env)).toBe(1);
    expect(err.at(-1)).toMatch(/not in review/);
    const list = (await s.api('GET', '/application/list', { cookie })).body.data.content;
    expect(list.find((x: { id: number }) => x.id === b.id)).toMatchObject({ auditStatus: 'fail', comments: 'Domain not reachable' });
    expect(list.find((x: { id: number }) => x.id === a.id).auditStatus).toBe('pass');
  });
});

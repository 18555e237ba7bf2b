import { describe, expect, it } from 'vitest';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { brandBody, logoId, uploadLogo, website } from '../../../test/checkout.ts';
import { png } from '../../../test/png.ts';

/** checkout/brand (spec 5 Brand): the logo's rules, name or logo, websites, one brand per website. */
const s = useTestServer();

const fieldOf = (body: { data: { fieldErrors?: Array<{ field: string }> } | null }) => body.data?.fieldErrors?.[0]?.field;

describe('brand logo', () => {
  it('a PNG of 200 x 200 is taken; too small, too big, a GIF or a text file named .png are refused naming the logo', async () => {
    const { cookie } = await newOperator(s);
    const ok = await uploadLogo(s, cookie);
    expect(ok.body.respCode).toBe('20000');
    expect(ok.body.data).toMatchObject({ width: 200, height: 200, contentType: 'image/png' });

    const small = await uploadLogo(s, cookie, png(129, 300));
    expect(small.status).toBe(422);
    expect(fieldOf(small.body)).toBe('logo');
    expect(small.body.respMsg).toBe('The logo must be at least 130 × 130 pixels (this one is 129 × 300)');

    const big = await uploadLogo(s, cookie, png(450, 450, { noise: true }));
    expect(big.body.data?.fieldErrors?.[0]?.field ?? 'logo').toBe('logo');
    expect(big.status).toBe(413);
    expect(big.body.respMsg).toBe('The logo cannot exceed 500 KB');

    const gif = await uploadLogo(s, cookie, Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(200)]), 'logo.gif');
    expect(gif.status).toBe(422);
    expect(gif.body.respMsg).toBe('The logo must be a JPG, PNG image');
    const text = await uploadLogo(s, cookie, Buffer.from('not an image at all, only text'.repeat(20)), 'logo.png');
    expect(text.status).toBe(422);
    expect(fieldOf(text.body)).toBe('logo');
  });

  it('the message is in the operator’s language', async () => {
    const { cookie } = await newOperator(s);
    await s.api('POST', '/merLogin/switchLanguage', { cookie, body: { language: 'zh-cn' } });
    const r = await uploadLogo(s, cookie, png(100, 100));
    expect(r.body.respMsg).toBe('标志至少为 130 × 130 像素（当前为 100 × 100）');
  });
});

describe('brands', () => {
  it('needs a name or a logo; a logo alone will do, and its public address serves the bytes', async () => {
    const { cookie } = await newOperator(s);
    const neither = await s.api('POST', '/checkout/brand/add', { cookie, body: brandBody({ name: '' }) });
    expect(neither.status).toBe(422);
    expect(fieldOf(neither.body)).toBe('name');

    const fileId = await logoId(s, cookie);
    const add = await s.api('POST', '/checkout/brand/add', { cookie, body: brandBody({ name: '', logoFileId: fileId }) });
    expect(add.body.respCode).toBe('20000');
    const url = add.body.data.logoUrl as string;
    expect(url).toMatch(/^\/api\/pay\/brand-logo\/[a-f0-9]{48}$/);

    const img = await s.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.headers['cache-control']).toContain('max-age');
    expect(img.rawPayload.equals(png(200, 200))).toBe(true);

    const wrong = await s.app.inject({ method: 'GET', url: `/api/pay/brand-logo/${'0'.repeat(48)}` });
    expect(wrong.statusCode).toBe(404);
    const malformed = await s.app.inject({ method: 'GET', url: '/api/pay/brand-logo/abc' });
    expect(malformed.statusCode).toBe(422);
  });

  it("another merchant's logo cannot be used", async () => {
    const a = await newOperator(s);
    const b = await newOperator(s);
    const fileId = await logoId(s, a.cookie);
    const r = await s.api('POST', '/checkout/brand/add', { cookie: b.cookie, body: brandBody({ logoFileId: fileId }) });
    expect(r.status).toBe(422);
    expect(fieldOf(r.body)).toBe('logoFileId');
  });

  it("'All websites' cannot be combined with specific websites; only approved websites; one 'All websites' brand", async () => {
    const { cookie } = await newOperator(s);
    const shop = await website(s, cookie, 'Shop One');
    const pending = await website(s, cookie, 'Pending Shop', { approve: false });
    const both = await s.api('POST', '/checkout/brand/add', { cookie, body: brandBody({ allWebsites: true, appIds: [shop] }) });
    expect(both.status).toBe(422);
    expect(fieldOf(both.body)).toBe('appIds');
    expect(both.body.respMsg).toBe("Websites: 'All websites' cannot be combined with specific websites");

    const notApproved = await s.api('POST', '/checkout/brand/add', { cookie, body: brandBody({ allWebsites: false, appIds: [pending] }) });
    expect(notApproved.status).toBe(422);
    expect(notApproved.body.respMsg).toContain(pending);

    expect((await s.api('POST', '/checkout/brand/add', { cookie, body: brandBody({ name: 'All' }) })).body.respCode).toBe('20000');
    const second = await s.api('POST', '/checkout/brand/add', { cookie, body: brandBody({ name: 'All again' }) });
    expect(second.status).toBe(409);
    expect(second.body.respMsg).toBe('All websites: The brand All already applies to all websites');
  });

  it('a website belongs to one brand only: the second brand is refused naming it; an edit keeps its own', async () => {
    const { cookie } = await newOperator(s);
    const shop = await website(s, cookie, 'Shop Two');
    const other = await website(s, cookie, 'Shop Three');
    const first = await s.api('POST', '/checkout/brand/add', { cookie, body: brandBody({ name: 'First', allWebsites: false, appIds: [shop] }) });
    expect(first.body.respCode).toBe('20000');
    expect(first.body.data.websites).toEqual([{ appId: shop, name: 'Shop Two', url: 'https://shoptwo.example.com' }]);

    const clash = await s.api('POST', '/checkout/brand/add', { cookie, body: brandBody({ name: 'Second', allWebsites: false, appIds: [other, shop] }) });
    expect(clash.status).toBe(409);
    expect(clash.body.respMsg).toBe(`Websites: The website Shop Two (${shop}) already belongs to the brand First: a website belongs to one brand only`);

    const edit = await s.api('POST', '/checkout/brand/edit', {
      cookie,
      body: brandBody({ id: first.body.data.id, name: 'First', colour: '#ABCDEF', allWebsites: false, appIds: [shop, other] }),
    });
    expect(edit.body.respCode).toBe('20000');
    expect(edit.body.data.colour).toBe('#abcdef');
    const view = await s.api('GET', `/checkout/brand/detail?id=${first.body.data.id}`, { cookie });
    expect(view.body.data.websites.map((w: { appId: string }) => w.appId).sort()).toEqual([shop, other].sort());

    const audits = await s.deps.database.query<{ action: string }>(
      `select action from audit_log where target = $1 and action like 'checkout.brand.%' order by id`,
      [String(first.body.data.id)],
    );
    expect(audits.rows.map((r) => r.action)).toEqual(['checkout.brand.add', 'checkout.brand.edit']);
  });

  it('two saves racing for one website: one brand gets it, the other is a 409 naming it', async () => {
    const { cookie } = await newOperator(s);
    const shop = await website(s, cookie, 'Race Shop');
    const [a, b] = await Promise.all(
      ['A', 'B'].map((name) => s.api('POST', '/checkout/brand/add', { cookie, body: brandBody({ name, allWebsites: false, appIds: [shop] }) })),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    const lost = a!.status === 409 ? a! : b!;
    expect(lost.body.respMsg).toContain(shop);
    const list = await s.api('GET', '/checkout/brand/list', { cookie });
    expect(list.body.data.content.filter((x: { websites: unknown[] }) => x.websites.length > 0)).toHaveLength(1);
  });

  it("a brand is the merchant's own: another merchant finds nothing", async () => {
    const a = await newOperator(s);
    const b = await newOperator(s);
    const add = await s.api('POST', '/checkout/brand/add', { cookie: a.cookie, body: brandBody() });
    expect((await s.api('GET', `/checkout/brand/detail?id=${add.body.data.id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await s.api('GET', '/checkout/brand/list', { cookie: b.cookie })).body.data.total).toBe(0);
  });
});

import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { publishNotice } from './service.ts';
import { runOps } from '../../cli/ops.ts';

const s = useTestServer();

const ids = (page: { content: { id: number }[] }) => page.content.map((n) => n.id);

describe('notices', () => {
  it('a merchant sees notices for everyone and for itself, newest first, never another merchant’s', async () => {
    const a = await newMerchant(s);
    const b = await newMerchant(s);
    const { cookie: cookieA } = await newOperator(s, { merchant: a });
    const { cookie: cookieB } = await newOperator(s, { merchant: b });
    const all = await publishNotice(s.deps.db, { title: 'For everyone', content: 'Hello all' });
    const forA = await publishNotice(s.deps.db, { title: 'For A', content: 'Hello A', merchantNo: a.merchantNo });
    const forB = await publishNotice(s.deps.db, { title: 'For B', content: 'Hello B', merchantNo: b.merchantNo });

    const listA = await s.api('GET', '/merAnnouncement/list?page=1&size=100', { cookie: cookieA });
    expect(listA.status).toBe(200);
    expect(ids(listA.body.data)).toEqual(expect.arrayContaining([all.id, forA.id]));
    expect(ids(listA.body.data)).not.toContain(forB.id);
    expect(ids(listA.body.data).indexOf(forA.id)).toBeLessThan(ids(listA.body.data).indexOf(all.id)); // newest first
    expect(listA.body.data).toMatchObject({ page: 1, size: 100 });
    expect(listA.body.data.total).toBe(listA.body.data.content.length);
    const item = listA.body.data.content.find((n: { id: number }) => n.id === forA.id);
    expect(item).toEqual({ id: forA.id, title: 'For A', content: 'Hello A', publishTime: expect.any(String), read: false });

    // paging
    const page1 = await s.api('GET', '/merAnnouncement/list?page=1&size=1', { cookie: cookieA });
    const page2 = await s.api('GET', '/merAnnouncement/list?page=2&size=1', { cookie: cookieA });
    expect(page1.body.data.content).toHaveLength(1);
    expect(page2.body.data.content).toHaveLength(1);
    expect(page1.body.data.content[0].id).not.toBe(page2.body.data.content[0].id);
    expect(page1.body.data.total).toBe(listA.body.data.total);

    // info: visible notice, and 404 for one of another merchant
    const info = await s.api('GET', `/merAnnouncement/info/${forA.id}`, { cookie: cookieA });
    expect(info.body.data).toMatchObject({ id: forA.id, title: 'For A', read: false });
    const hidden = await s.api('GET', `/merAnnouncement/info/${forB.id}`, { cookie: cookieA });
    expect(hidden.status).toBe(404);
    expect(hidden.body.respCode).toBe('00007');
    const hiddenRead = await s.api('POST', '/merAnnouncement/read', { cookie: cookieA, body: { id: forB.id } });
    expect(hiddenRead.status).toBe(404);
    const listB = await s.api('GET', '/merAnnouncement/list?size=100', { cookie: cookieB });
    expect(ids(listB.body.data)).toContain(forB.id);
    expect(ids(listB.body.data)).not.toContain(forA.id);
  });

  it('unread list and read state are per user; marking read is idempotent', async () => {
    const m = await newMerchant(s);
    const { cookie: first } = await newOperator(s, { merchant: m });
    const { cookie: second } = await newOperator(s, { merchant: m });
    const n1 = await publishNotice(s.deps.db, { title: 'One', content: '1', merchantNo: m.merchantNo });
    const n2 = await publishNotice(s.deps.db, { title: 'Two', content: '2', merchantNo: m.merchantNo });
    const n3 = await publishNotice(s.deps.db, { title: 'Three', content: '3', merchantNo: m.merchantNo });
    const n4 = await publishNotice(s.deps.db, { title: 'Four', content: '4', merchantNo: m.merchantNo });

    const before = await s.api('GET', '/merAnnouncement/unreadlist?size=3', { cookie: first });
    expect(before.status).toBe(200);
    const unreadBefore = before.body.data.total as number;
    expect(unreadBefore).toBeGreaterThanOrEqual(4);
    expect(before.body.data.content).toHaveLength(3);
    expect(ids(before.body.data)).toEqual([n4.id, n3.id, n2.id]);
    const defaultSize = await s.api('GET', '/merAnnouncement/unreadlist', { cookie: first });
    expect(defaultSize.body.data.content).toHaveLength(3); // the bell's 3

    for (let i = 0; i < 2; i++) {
      const read = await s.api('POST', '/merAnnouncement/read', { cookie: first, body: { id: n4.id } });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ respCode: '20000', data: null });
    }
    const after = await s.api('GET', '/merAnnouncement/unreadlist?size=3', { cookie: first });
    expect(after.body.data.total).toBe(unreadBefore - 1);
    expect(ids(after.body.data)).toEqual([n3.id, n2.id, n1.id]);
    const info = await s.api('GET', `/merAnnouncement/info/${n4.id}`, { cookie: first });
    expect(info.body.data.read).toBe(true);
    const list = await s.api('GET', '/merAnnouncement/list?size=100', { cookie: first });
    expect(list.body.data.content.find((n: { id: number }) => n.id === n4.id).read).toBe(true);

    // the other operator of the same merchant has not read it
    const other = await s.api('GET', '/merAnnouncement/unreadlist?size=3', { cookie: second });
    expect(other.body.data.total).toBe(unreadBefore);
    expect(ids(other.body.data)[0]).toBe(n4.id);
  });

  it('the list filters by title and by read state', async () => {
    const m = await newMerchant(s);
    const { cookie } = await newOperator(s, { merchant: m });
    const tag = crypto.randomUUID().slice(0, 8);
    const fee = await publishNotice(s.deps.db, { title: `Fee change ${tag}`, content: 'f', merchantNo: m.merchantNo });
    const holiday = await publishNotice(s.deps.db, { title: `Holiday 100% ${tag}`, content: 'h', merchantNo: m.merchantNo });
    await s.api('POST', '/merAnnouncement/read', { cookie, body: { id: fee.id } });
    const byTitle = await s.api('GET', `/merAnnouncement/list?title=${encodeURIComponent(`fee change ${tag}`)}`, { cookie });
    expect(ids(byTitle.body.data)).toEqual([fee.id]);
    expect(byTitle.body.data.total).toBe(1);
    // LIKE wildcards in the filter are plain characters
    expect(ids((await s.api('GET', `/merAnnouncement/list?title=${encodeURIComponent('100%')}`, { cookie })).body.data)).toEqual([holiday.id]);
    const read = await s.api('GET', '/merAnnouncement/list?read=true&size=100', { cookie });
    expect(ids(read.body.data)).toEqual([fee.id]);
    const unread = await s.api('GET', `/merAnnouncement/list?read=false&title=${tag}`, { cookie });
    expect(ids(unread.body.data)).toEqual([holiday.id]);
    expect((await s.api('GET', '/merAnnouncement/list?read=maybe', { cookie })).status).toBe(422);
  });

  it('each reader sees the notice in their language when it has that translation, else the original', async () => {
    const m = await newMerchant(s);
    const { cookie: zh } = await newOperator(s, { merchant: m, language: 'zh-cn' });
    const { cookie: en } = await newOperator(s, { merchant: m, language: 'en' });
    const tag = crypto.randomUUID().slice(0, 8);
    const both = await publishNotice(s.deps.db, {
      title: `Holiday schedule ${tag}`,
      content: 'Settlement pauses on 1 October.',
      translations: { 'zh-cn': { title: `节假日安排 ${tag}`, content: '10 月 1 日暂停结算。' } },
      merchantNo: m.merchantNo,
    });
    const plain = await publishNotice(s.deps.db, { title: `Fee change ${tag}`, content: 'New fees from May.', merchantNo: m.merchantNo });

    const zhInfo = await s.api('GET', `/merAnnouncement/info/${both.id}`, { cookie: zh });
    expect(zhInfo.body.data).toMatchObject({ title: `节假日安排 ${tag}`, content: '10 月 1 日暂停结算。' });
    const enInfo = await s.api('GET', `/merAnnouncement/info/${both.id}`, { cookie: en });
    expect(enInfo.body.data).toMatchObject({ title: `Holiday schedule ${tag}`, content: 'Settlement pauses on 1 October.' });

    const zhList = await s.api('GET', '/merAnnouncement/list?size=100', { cookie: zh });
    const titles = (page: { content: { id: number; title: string }[] }) => Object.fromEntries(page.content.map((n) => [n.id, n.title]));
    expect(titles(zhList.body.data)).toMatchObject({ [both.id]: `节假日安排 ${tag}`, [plain.id]: `Fee change ${tag}` });
    const zhBell = await s.api('GET', '/merAnnouncement/unreadlist?size=3', { cookie: zh });
    expect(titles(zhBell.body.data)).toMatchObject({ [both.id]: `节假日安排 ${tag}` });
    const enBell = await s.api('GET', '/merAnnouncement/unreadlist?size=3', { cookie: en });
    expect(titles(enBell.body.data)).toMatchObject({ [both.id]: `Holiday schedule ${tag}` });

    // the title filter searches what the reader sees
    const byZhTitle = await s.api('GET', `/merAnnouncement/list?title=${encodeURIComponent(`节假日安排 ${tag}`)}`, { cookie: zh });
    expect(ids(byZhTitle.body.data)).toEqual([both.id]);
    const byEnTitleInZh = await s.api('GET', `/merAnnouncement/list?title=${encodeURIComponent(`Holiday schedule ${tag}`)}`, { cookie: zh });
    expect(ids(byEnTitleInZh.body.data)).toEqual([]);
    const byZhTitleInEn = await s.api('GET', `/merAnnouncement/list?title=${encodeURIComponent(`节假日安排 ${tag}`)}`, { cookie: en });
    expect(ids(byZhTitleInEn.body.data)).toEqual([]);
    const untranslated = await s.api('GET', `/merAnnouncement/list?title=${encodeURIComponent(`fee change ${tag}`)}`, { cookie: zh });
    expect(ids(untranslated.body.data)).toEqual([plain.id]);

    // switching the language switches the text
    expect((await s.api('POST', '/merLogin/switchLanguage', { cookie: en, body: { language: 'zh-cn' } })).body.respCode).toBe('20000');
    expect((await s.api('GET', `/merAnnouncement/info/${both.id}`, { cookie: en })).body.data.title).toBe(`节假日安排 ${tag}`);
  });

  it('a group operator reads its members’ notices through /api/blocMer; others get 403 there', async () => {
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const member1 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const member2 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const outsider = await newMerchant(s);
    const n1 = await publishNotice(s.deps.db, { title: 'Member 1', content: 'm1', merchantNo: member1.merchantNo });
    const n2 = await publishNotice(s.deps.db, { title: 'Member 2', content: 'm2', merchantNo: member2.merchantNo });
    const nOut = await publishNotice(s.deps.db, { title: 'Outsider', content: 'o', merchantNo: outsider.merchantNo });
    const { cookie: groupCookie } = await newOperator(s, { merchant: group });

    const bloc = await s.api('GET', '/blocMer/merAnnouncement/list?size=100', { cookie: groupCookie });
    expect(bloc.status).toBe(200);
    expect(ids(bloc.body.data)).toEqual(expect.arrayContaining([n1.id, n2.id]));
    expect(ids(bloc.body.data)).not.toContain(nOut.id);
    const info = await s.api('GET', `/blocMer/merAnnouncement/info/${n1.id}`, { cookie: groupCookie });
    expect(info.body.data.title).toBe('Member 1');

    // the plain path reads the group merchant itself only
    const own = await s.api('GET', '/merAnnouncement/list?size=100', { cookie: groupCookie });
    expect(ids(own.body.data)).not.toContain(n1.id);

    const { cookie: memberCookie } = await newOperator(s, { merchant: member1 });
    const refused = await s.api('GET', '/blocMer/merAnnouncement/list', { cookie: memberCookie });
    expect(refused.status).toBe(403);
    expect(refused.body.respCode).toBe('00006');
  });

  it('a type-2 merchant reads its sub-merchants’ notices through /api/proxyMer; a group may not use that path', async () => {
    const proxy = await newMerchant(s, { merchantType: MerchantType.PROXY });
    const sub = await newMerchant(s, { parentMerchantNo: proxy.merchantNo });
    const n = await publishNotice(s.deps.db, { title: 'Sub-merchant', content: 's', merchantNo: sub.merchantNo });
    const { cookie: proxyCookie } = await newOperator(s, { merchant: proxy });
    const list = await s.api('GET', '/proxyMer/merAnnouncement/list?size=100', { cookie: proxyCookie });
    expect(list.status).toBe(200);
    expect(ids(list.body.data)).toContain(n.id);
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const refused = await s.api('GET', '/proxyMer/merAnnouncement/list', { cookie: (await newOperator(s, { merchant: group })).cookie });
    expect(refused.status).toBe(403);
  });

  it('needs a session', async () => {
    const res = await s.api('GET', '/merAnnouncement/list');
    expect(res.status).toBe(401);
    expect(res.body.respCode).toBe('00004|10023');
  });

  it('publishNotice checks its input', async () => {
    await expect(publishNotice(s.deps.db, { title: ' ', content: 'x' })).rejects.toMatchObject({ messageKey: 'validation.required' });
    await expect(publishNotice(s.deps.db, { title: 'x'.repeat(257), content: 'x' })).rejects.toMatchObject({ messageKey: 'validation.maxLength' });
  });

  it('publishNotice checks a translation as it checks the original', async () => {
    const field = (e: unknown) => (e as { data: { fieldErrors: { field: string; message: string }[] } }).data.fieldErrors[0];
    const refused = async (translations: Parameters<typeof publishNotice>[1]['translations']) =>
      field(
        await publishNotice(s.deps.db, { title: 'T', content: 'C', translations }).then(
          () => null,
          (e: unknown) => e,
        ),
      );
    expect(await refused({ 'zh-cn': { title: '标题' } })).toEqual({ field: 'translations.zh-cn.content', message: 'validation.required', params: {} });
    expect(await refused({ 'zh-cn': { title: ' ', content: '内容' } })).toMatchObject({ field: 'translations.zh-cn.title', message: 'validation.required' });
    expect(await refused({ 'zh-cn': { title: '标'.repeat(257), content: '内容' } })).toMatchObject({
      field: 'translations.zh-cn.title',
      message: 'validation.maxLength',
    });
    expect(await refused({ 'zh-cn': { title: '标题', content: '内'.repeat(20_001) } })).toMatchObject({
      field: 'translations.zh-cn.content',
      message: 'validation.maxLength',
    });
    expect(await refused({ fr: { title: 'Titre', content: 'Texte' } } as never)).toMatchObject({ field: 'translations', message: 'validation.invalid' });
    const saved = await publishNotice(s.deps.db, { title: 'T', content: 'C', translations: { 'zh-cn': { title: ' 标题 ', content: ' 内容 ' } } });
    expect(saved.translations).toEqual({ 'zh-cn': { title: '标题', content: '内容' } });
  });
});

describe('ops CLI: notices', () => {
  it('publishes to one merchant and lists', async () => {
    const m = await newMerchant(s);
    const { cookie } = await newOperator(s, { merchant: m });
    const out: string[] = [];
    const err: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    const title = `Ops notice ${crypto.randomUUID()}`;
    expect(await runOps(['notices', 'publish', '--title', title, '--content', 'From the CLI', '--merchant', m.merchantNo], env)).toBe(0);
    expect(out.at(-1)).toMatch(new RegExp(`Published notice \\d+ to ${m.merchantNo}`));
    const list = await s.api('GET', '/merAnnouncement/list?size=100', { cookie });
    expect(list.body.data.content.map((n: { title: string }) => n.title)).toContain(title);

    expect(await runOps(['notices', 'list', '--limit', '5'], env)).toBe(0);

    // the Chinese text, for readers in Chinese
    const zhTitle = `运维公告 ${crypto.randomUUID()}`;
    const args = ['notices', 'publish', '--title', `${title} (2)`, '--content', 'Both languages', '--merchant', m.merchantNo];
    expect(await runOps([...args, '--title-zh', zhTitle, '--content-zh', '中英文公告'], env)).toBe(0);
    expect(out.at(-1)).toMatch(/\(English and Chinese\)/);
    await s.api('POST', '/merLogin/switchLanguage', { cookie, body: { language: 'zh-cn' } });
    const zhList = await s.api('GET', '/merAnnouncement/list?size=100', { cookie });
    expect(zhList.body.data.content.find((n: { title: string }) => n.title === zhTitle)).toMatchObject({ content: '中英文公告' });
    expect(await runOps([...args, '--title-zh', zhTitle], env)).toBe(1);
    expect(err.at(-1)).toMatch(/translations\.zh-cn\.content: This field is required/);
    expect(out.some((l) => l.includes(title) && l.includes(m.merchantNo))).toBe(true);

    expect(await runOps(['notices', 'publish', '--content', 'no title'], env)).toBe(64);
    expect(err.at(-1)).toMatch(/Missing --title/);
    expect(await runOps(['notices', 'publish', '--title', ' ', '--content', 'blank'], env)).toBe(1);
    expect(err.at(-1)).toMatch(/title: This field is required/);
    expect(await runOps(['notices', 'publish', '--title', 'T', '--content', 'C', '--merchant', 'M0000000000'], env)).toBe(1);
    expect(err.at(-1)).toMatch(/merchantNo: No merchant has this number/);
    expect(await runOps(['nothing'], env)).toBe(64);
    expect(err.at(-1)).toMatch(/notices publish/);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { newMerchant, newOperator, signIn, useTestServer } from '../../../test/fixtures.ts';
import { waitForExport } from '../../../test/exports.ts';
import { audit } from '../../platform/audit/audit.ts';
import { createExport, exportTime } from './service.ts';

const FORMULA_UA = '=HYPERLINK("https://evil.example","click")';
const DAY = 24 * 3600_000;
const s = useTestServer();

const waitForStatus = (cookie: string, id: number, query = '') => waitForExport(s, cookie, id, query);

async function readXlsx(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as never);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('download center: export pipeline end to end', () => {
  it('export → GI → job → GS → listed → downloaded xlsx matches the audit rows → flag 1', async () => {
    const m = await newMerchant(s);
    const op = await newOperator(s, { merchant: m, userAgent: FORMULA_UA });
    // an entry whose IP is formula-like too (written as the identity module would, for this merchant)
    await audit(s.deps.db, { userId: op.user.id, merchantNo: m.merchantNo, action: 'login.success', target: op.email, ip: '+1-555', userAgent: 'plain agent' });

    const exp = await s.api('POST', '/account/loginRecord/export', { cookie: op.cookie, body: {} });
    expect(exp.status).toBe(200);
    const task = exp.body.data;
    expect(task).toMatchObject({ merchantNo: m.merchantNo, fileStatus: 'GI', fileUrl: null, downloadFlag: 0 });
    expect(task.fileName).toMatch(/^sign-in-activity-\d{8}-\d{6}\.xlsx$/);

    const ready = await waitForStatus(op.cookie, task.id);
    expect(ready.fileStatus).toBe('GS');
    expect(ready.fileUrl).toBe(`/api/downloadFile/download/${task.id}`);
    expect(ready.downloadFlag).toBe(0);

    const pending = await s.api('GET', '/downloadFile/queryDownloadsExclude', { cookie: op.cookie });
    expect(pending.body.data.content.map((t: { id: number }) => t.id)).toContain(task.id);

    const file = await s.app.inject({ method: 'GET', url: ready.fileUrl!, headers: { 'ow-source': 'merchant', 'ow-version': '1.9.12-2', cookie: op.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${task.fileName}"`);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual(['Time (UTC+8)', 'Activity', 'E-mail', 'IP address', 'Browser (user agent)', 'Merchant No.']);

    // the same rows as the list, in the same order, each cell as the list shows it (escaped where formula-like)
    const list = await s.api('GET', '/account/loginRecord/list?size=100', { cookie: op.cookie });
    const records = list.body.data.content as { time: string; actionName: string; email: string; ip: string; userAgent: string; merchantNo: string }[];
    expect(records.length).toBeGreaterThanOrEqual(2);
    const esc = (v: string) => (/^[=+\-@]/.test(v) ? `'${v}` : v);
    expect(rows.slice(1)).toEqual(records.map((r) => [exportTime(new Date(r.time)), r.actionName, r.email, esc(r.ip), esc(r.userAgent), r.merchantNo]));
    expect(rows.slice(1).flat()).toContain(`'${FORMULA_UA}`);
    expect(rows.slice(1).flat()).toContain(`'+1-555`);

    // downloading marked it: flag 1, and the badge list no longer has it
    const after = await waitForStatus(op.cookie, task.id);
    expect(after.downloadFlag).toBe(1);
    const pendingAfter = await s.api('GET', '/downloadFile/queryDownloadsExclude', { cookie: op.cookie });
    expect(pendingAfter.body.data.content.map((t: { id: number }) => t.id)).not.toContain(task.id);

    // creating and downloading the export are audited (data leaves the portal)
    const trail = await s.deps.database.query<{ action: string; user_id: number; merchant_no: string }>(
      `select action, user_id, merchant_no from audit_log where target = $1 and action like 'export.%' order by id`,
      [String(task.id)],
    );
    expect(trail.rows).toEqual([
      { action: 'export.create', user_id: op.user.id, merchant_no: m.merchantNo },
      { action: 'export.download', user_id: op.user.id, merchant_no: m.merchantNo },
    ]);

    // another merchant (and another operator of the same merchant) cannot reach it
    const other = await newOperator(s);
    const stolen = await s.api('GET', ready.fileUrl!, { cookie: other.cookie });
    expect(stolen.status).toBe(404);
    expect(stolen.body.respCode).toBe('00007');
    const flag = await s.api('POST', '/downloadFile/updateDownloadFlag', { cookie: other.cookie, body: { fileId: task.id } });
    expect(flag.status).toBe(404);
    const colleague = await newOperator(s, { merchant: m });
    expect((await s.api('GET', ready.fileUrl!, { cookie: colleague.cookie })).status).toBe(404);
    const theirs = await s.api('GET', '/downloadFile/queryDownloads?size=100', { cookie: colleague.cookie });
    expect(theirs.body.data.content).toEqual([]);
  });

  it('updateDownloadFlag marks a ready file read; queryDownloads filters by time and pages', async () => {
    const m = await newMerchant(s);
    const op = await newOperator(s, { merchant: m });
    const t1 = await createExport(s.deps, {
      merchantNo: m.merchantNo,
      userId: op.user.id,
      kind: 'sign-in-activity',
      params: {},
      fileName: 'a.xlsx',
      lang: 'zh-cn',
    });
    const t2 = await createExport(s.deps, {
      merchantNo: m.merchantNo,
      userId: op.user.id,
      kind: 'sign-in-activity',
      params: {},
      fileName: 'b.xlsx',
      lang: 'en',
    });
    await waitForStatus(op.cookie, t1.id);
    await waitForStatus(op.cookie, t2.id);

    const badge = await s.api('GET', '/downloadFile/queryDownloadsExclude', { cookie: op.cookie });
    expect(badge.body.data.content.map((t: { id: number }) => t.id)).toEqual([t2.id, t1.id]);
    const flag = await s.api('POST', '/downloadFile/updateDownloadFlag', { cookie: op.cookie, body: { fileId: t1.id } });
    expect(flag.body).toMatchObject({ respCode: '20000', data: null });
    const badge2 = await s.api('GET', '/downloadFile/queryDownloadsExclude', { cookie: op.cookie });
    expect(badge2.body.data.content.map((t: { id: number }) => t.id)).toEqual([t2.id]);

    // default size 5, newest first, paged
    const list = await s.api('GET', '/downloadFile/queryDownloads?size=1&page=2', { cookie: op.cookie });
    expect(list.body.data).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(list.body.data.content[0].id).toBe(t1.id);
    expect((await s.api('GET', '/downloadFile/queryDownloads', { cookie: op.cookie })).body.data.size).toBe(5);

    // download center filters: part of the file name (LIKE wildcards are literal), status
    const byName = await s.api('GET', '/downloadFile/queryDownloads?size=100&fileName=B.XL', { cookie: op.cookie });
    expect(byName.body.data.content.map((t: { id: number }) => t.id)).toEqual([t2.id]);
    expect((await s.api('GET', '/downloadFile/queryDownloads?size=100&fileName=%25', { cookie: op.cookie })).body.data.total).toBe(0);
    expect((await s.api('GET', '/downloadFile/queryDownloads?size=100&fileStatus=GS', { cookie: op.cookie })).body.data.total).toBe(2);
    expect((await s.api('GET', '/downloadFile/queryDownloads?size=100&fileStatus=GF', { cookie: op.cookie })).body.data.total).toBe(0);
    expect((await s.api('GET', '/downloadFile/queryDownloads?fileStatus=XX', { cookie: op.cookie })).body.respCode).toBe('11000');
    // another operator of the same merchant does not see this operator's tasks
    const peer = await newOperator(s, { merchant: m });
    expect((await s.api('GET', '/downloadFile/queryDownloads?size=100', { cookie: peer.cookie })).body.data.total).toBe(0);

    // a window before the tasks finds nothing
    const begin = new Date(s.clock.now.getTime() - 3 * DAY).toISOString();
    const end = new Date(s.clock.now.getTime() - 2 * DAY).toISOString();
    const old = await s.api('GET', `/downloadFile/queryDownloads?beginTime=${begin}&endTime=${end}`, { cookie: op.cookie });
    expect(old.body.data.total).toBe(0);
    const reversed = await s.api('GET', `/downloadFile/queryDownloads?beginTime=${end}&endTime=${begin}`, { cookie: op.cookie });
    expect(reversed.body.respCode).toBe('11000');

    // the zh-cn task's headers are in Chinese
    const file = await s.api('GET', `/downloadFile/download/${t1.id}`, { cookie: op.cookie });
    expect(file.status).toBe(200);
    expect((await readXlsx(file.raw.rawPayload))[0]![0]).toBe('时间（UTC+8）');
  });

  it('a task not ready cannot be downloaded; a failing build ends GF', async () => {
    const m = await newMerchant(s);
    const op = await newOperator(s, { merchant: m });
    // the activity range parameters are checked again by the job: a reversed range fails the build
    const bad = await createExport(s.deps, {
      merchantNo: m.merchantNo,
      userId: op.user.id,
      kind: 'sign-in-activity',
      params: { beginTime: '2026-02-02T00:00:00Z', endTime: '2026-01-01T00:00:00Z' },
      fileName: 'bad.xlsx',
      lang: 'en',
    });
    const early = await s.api('GET', `/downloadFile/download/${bad.id}`, { cookie: op.cookie });
    expect(early.status).toBe(404);
    const failed = await waitForStatus(op.cookie, bad.id);
    expect(failed).toMatchObject({ fileStatus: 'GF', fileUrl: null });
    expect((await s.api('GET', `/downloadFile/download/${bad.id}`, { cookie: op.cookie })).status).toBe(404);
    // a kind no module builds (a task left by an older version) fails the same way, it does not loop
    const unknown = await createExport(s.deps, {
      merchantNo: m.merchantNo,
      userId: op.user.id,
      kind: 'no-such-kind',
      params: {},
      fileName: 'x.xlsx',
      lang: 'en',
    });
    expect(await waitForStatus(op.cookie, unknown.id)).toMatchObject({ fileStatus: 'GF', fileUrl: null });
  });

  it('the expiry job deletes files past 7 days and marks the tasks GE, and half-written files an hour old', async () => {
    const m = await newMerchant(s);
    const op = await newOperator(s, { merchant: m });
    const task = await createExport(s.deps, {
      merchantNo: m.merchantNo,
      userId: op.user.id,
      kind: 'sign-in-activity',
      params: {},
      fileName: 'old.xlsx',
      lang: 'en',
    });
    await waitForStatus(op.cookie, task.id);
    const [{ file_id: fileId }] = (await s.deps.database.query<{ file_id: string }>('select file_id from download_tasks where id = $1', [task.id])).rows as [
      { file_id: string },
    ];
    const filePath = path.join(s.deps.config.filesDir, fileId.slice(0, 2), fileId);
    expect(fs.existsSync(filePath)).toBe(true);
    // what a crash in the middle of two exports would leave: one long ago, one just now
    const stale = path.join(s.deps.config.filesDir, 'ab', `ab${'0'.repeat(30)}.part`);
    const fresh = path.join(s.deps.config.filesDir, 'ab', `ab${'1'.repeat(30)}.part`);
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, 'PK half');
    fs.writeFileSync(fresh, 'PK half');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(stale, twoHoursAgo, twoHoursAgo);

    s.clock.advance(7 * DAY + 60_000);
    await s.jobs.send('download.expire', {});
    const { cookie } = await signIn(s, op.email); // the old session idled out with the clock
    const since = `&beginTime=${new Date(s.clock.now.getTime() - 8 * DAY).toISOString()}`;
    let status = '';
    // the job marks the tasks first, then sweeps the half-written files: wait for the whole run
    for (let i = 0; i < 50 && (status !== 'GE' || fs.existsSync(stale)); i++) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await s.api('GET', `/downloadFile/queryDownloads?size=100${since}`, { cookie })).body.data.content.find(
        (t: { id: number }) => t.id === task.id,
      )?.fileStatus;
    }
    expect(status).toBe('GE');
    expect(fs.existsSync(filePath)).toBe(false);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect((await s.deps.database.query('select 1 from stored_files where id = $1', [fileId])).rows).toHaveLength(0);
    expect((await s.api('GET', `/downloadFile/download/${task.id}`, { cookie })).status).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BusinessLine, BusinessType, MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { sheetRows, uploadFile } from '../../../test/xlsx-upload.ts';
import { zipBomb } from '../../../test/zip-bomb.ts';
import { PARSE_STALE_MS } from '../../platform/files/xlsx.ts';
import { transferBatches } from '../transfer/schema.ts';
import { importBatches } from './schema.ts';

const s = useTestServer();

/**
 * The three file imports, each through its own upload route, detail, report, parse job and minute
 * sweep (the jobs run in this process; they are named, not imported: modules meet through services).
 */
const KINDS = [
  { kind: 'refund', base: '/refund/batch', job: 'refund.batch.parse', sweep: 'refund.batch.sweep', table: 'import' },
  { kind: 'tracking', base: '/transaction/tracking/batch', job: 'transaction.tracking.parse', sweep: 'transaction.tracking.sweep', table: 'import' },
  { kind: 'transfer', base: '/transfer/batch', job: 'transfer.batch.parse', sweep: 'transfer.batch.sweep', table: 'transfer' },
] as const;
const [REFUND] = KINDS;

const payoutMerchant = () =>
  newMerchant(s, {
    businessType: BusinessType.AGGREGATE,
    businessTypes: `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`,
    isAggregate: true,
    merchantType: MerchantType.ACQUIRING,
  });

interface JobRow {
  state: string;
  retry_count: number;
  output: { message?: string } | null;
}

const FINAL = ['completed', 'failed', 'cancelled'];

/** Jobs matching `where`, once none of them is waiting or running. */
async function settled(where: ReturnType<typeof sql>, what: string): Promise<JobRow[]> {
  for (let i = 0; i < 150; i++) {
    const res = (await s.deps.db.execute(sql`select state, retry_count, output from pgboss.job where ${where}`)) as unknown as { rows: JobRow[] };
    const jobs = res.rows;
    if (jobs.length > 0 && jobs.every((j) => FINAL.includes(j.state))) return jobs;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} never settled`);
}

/** The parse job(s) the upload queued for a file. */
const parseJobs = (name: string, batchNo: string) => settled(sql`name = ${name} and singleton_key = ${batchNo}`, `${name} ${batchNo}`);

/** Queue a job now and wait for its end. */
async function runJob(name: string, data: object): Promise<JobRow> {
  const id = await s.jobs.send(name, data);
  return (await settled(sql`name = ${name} and id = ${id}`, name))[0]!;
}

const attemptsOf = async (table: 'import' | 'transfer', id: number) =>
  table === 'import'
    ? (await s.deps.db.select({ n: importBatches.parseAttempts }).from(importBatches).where(eq(importBatches.id, id)))[0]!.n
    : (await s.deps.db.select({ n: transferBatches.parseAttempts }).from(transferBatches).where(eq(transferBatches.id, id)))[0]!.n;

describe('a zip bomb through every import', () => {
  for (const k of KINDS) {
    it(`${k.kind}: a 2 GiB bomb fails its import once, with the reason in the report, and the server answers on`, async () => {
      const op = await newOperator(s, { merchant: await payoutMerchant() });
      const bomb = zipBomb();
      // the whole bomb is a couple of megabytes: under the 5M upload limit, so it is taken
      expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
      const up = await uploadFile(s, `${k.base}/upload`, op.cookie, bomb, 'bomb.xlsx');
      expect(up.body.respCode).toBe('20000');

      // the parse job ran once and failed for good: no retry is waiting
      const jobs = await parseJobs(k.job, up.body.data.batchNo);
      expect(jobs.map((j) => [j.state, j.retry_count])).toEqual([['failed', 0]]);
      expect(jobs[0]!.output?.message).toContain('import.file.unpackedTooLarge');
      expect(await attemptsOf(k.table, up.body.data.id)).toBe(1);

      // the server still answers, and says why
      const detail = await s.api('GET', `${k.base}/detail?id=${up.body.data.id}`, { cookie: op.cookie });
      expect(detail.status).toBe(200);
      expect(detail.body.data.status).toBe('failed');
      expect(detail.body.data.errors.map((e: { message: string }) => e.message)).toEqual(['The file is larger than 50M once unpacked']);
      const report = await sheetRows(s, `${k.base}/report?id=${up.body.data.id}`, op.cookie);
      expect(report.flat()).toContain('The file is larger than 50M once unpacked');

      // the minute sweep leaves it alone: nothing is parsed again
      expect((await runJob(k.sweep, {})).state).toBe('completed');
      expect(await attemptsOf(k.table, up.body.data.id)).toBe(1);
    });
  }

  it('a bomb that lies about its size is stopped as soon as it unpacks past the lie; the reason is in Chinese for a Chinese operator', async () => {
    const op = await newOperator(s, { language: 'zh-cn' });
    const up = await uploadFile(s, '/refund/batch/upload', op.cookie, zipBomb({ declared: 4096 }), 'bomb.xlsx');
    const jobs = await parseJobs(REFUND.job, up.body.data.batchNo);
    expect(jobs.map((j) => [j.state, j.retry_count])).toEqual([['failed', 0]]);
    const detail = await s.api('GET', `/refund/batch/detail?id=${up.body.data.id}`, { cookie: op.cookie });
    expect(detail.body.data.status).toBe('failed');
    expect(detail.body.data.errors.map((e: { message: string }) => e.message)).toEqual(['文件已损坏：某一部分解压后超过其声明的大小']);
  });

  it('a file whose parse runs died three times is failed by the next run, never parsed again', async () => {
    const op = await newOperator(s);
    const up = await uploadFile(s, '/refund/batch/upload', op.cookie, zipBomb(), 'bomb.xlsx');
    await parseJobs(REFUND.job, up.body.data.batchNo);
    // as if three runs had started and their process died each time, the last one long ago
    const startedAt = new Date(s.clock.now.getTime() - PARSE_STALE_MS - 1000);
    await s.deps.db
      .update(importBatches)
      .set({ status: 'parsing', errors: [], parseAttempts: 3, parseStartedAt: startedAt })
      .where(eq(importBatches.id, up.body.data.id));
    // the sweep takes it up (its run is long dead) and fails it; the sweep itself goes on
    expect((await runJob(REFUND.sweep, {})).state).toBe('completed');
    const detail = await s.api('GET', `/refund/batch/detail?id=${up.body.data.id}`, { cookie: op.cookie });
    expect(detail.body.data.status).toBe('failed');
    expect(detail.body.data.errors.map((e: { message: string }) => e.message)).toEqual(['The file could not be read: reading stopped 3 times']);
    expect(await attemptsOf('import', up.body.data.id)).toBe(3);
  });

  it('a run still fresh is joined, not counted: the job and the sweep on one file are not retries', async () => {
    const op = await newOperator(s);
    const up = await uploadFile(s, '/refund/batch/upload', op.cookie, zipBomb(), 'bomb.xlsx');
    await parseJobs(REFUND.job, up.body.data.batchNo);
    await s.deps.db
      .update(importBatches)
      .set({ status: 'parsing', errors: [], parseAttempts: 3, parseStartedAt: s.clock.now })
      .where(eq(importBatches.id, up.body.data.id));
    // the sweep does not take a fresh run; a second parse job on it joins, reads the reason again and fails for good
    expect((await runJob(REFUND.sweep, {})).state).toBe('completed');
    expect((await s.api('GET', `/refund/batch/detail?id=${up.body.data.id}`, { cookie: op.cookie })).body.data.status).toBe('parsing');
    const again = await runJob(REFUND.job, { id: up.body.data.id });
    expect([again.state, again.retry_count]).toEqual(['failed', 0]);
    const detail = await s.api('GET', `/refund/batch/detail?id=${up.body.data.id}`, { cookie: op.cookie });
    expect(detail.body.data.errors.map((e: { message: string }) => e.message)).toEqual(['The file is larger than 50M once unpacked']);
    expect(await attemptsOf('import', up.body.data.id)).toBe(3);
  });
});

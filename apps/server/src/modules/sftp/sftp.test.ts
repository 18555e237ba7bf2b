import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, businessInstant } from '@crossbill/contracts/business-time';
import { newOperator, signIn, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { startSftpSink, type SftpSink } from '../../../test/sftp-sink.ts';
import { auditLog } from '../../platform/audit/schema.ts';
import { eq } from 'drizzle-orm';
import { EXPORT_BUILDERS } from '../../app.ts';
import { runDeliveries, scheduleDay } from './service.ts';
import { claimDue } from './store.ts';
import type { ReportSheets } from './delivery.ts';

// job workers off: the tests run the hourly delivery themselves, at the clock's time
const s = useTestServer({}, { work: false });
const sheets: ReportSheets = {
  transactions: EXPORT_BUILDERS['transactions']!,
  refunds: EXPORT_BUILDERS['refund.list']!,
  settlements: EXPORT_BUILDERS['settlement-statement']!,
};
const sinks: SftpSink[] = [];
afterEach(async () => {
  await Promise.all(sinks.splice(0).map((k) => k.close()));
});

async function setup(o: { key?: boolean } = {}) {
  const sink = await startSftpSink();
  sinks.push(sink);
  const op = await newOperator(s);
  const session = { cookie: op.cookie };
  const call = (path: string, body?: unknown) => s.api(body === undefined ? 'GET' : 'POST', `/developer/sftp/${path}`, { cookie: session.cookie, body });
  // after the clock moved past the session's idle time
  const signInAgain = async () => {
    session.cookie = (await signIn(s, op.email, { password: op.password })).cookie;
  };
  const body = {
    host: '127.0.0.1',
    port: sink.port,
    username: sink.username,
    authKind: o.key ? 'key' : 'password',
    secret: o.key ? sink.privateKey : sink.password,
    folder: '/upload',
    reports: ['transactions', 'refunds', 'settlements'],
  };
  const saved = await call('save', body);
  expect(saved.body.respCode).toBe('20000');
  return { sink, op, call, body, signInAgain, id: saved.body.data.id as number };
}

describe('SFTP destinations', () => {
  it('enrols on a successful test, keeps the password write-only and out of the audit', async () => {
    const { sink, op, call, id } = await setup();
    const listed = await call('list');
    expect(listed.body.data).toEqual([expect.objectContaining({ id, state: 'enrolling', hostKeyFingerprint: null, lastTest: null })]);
    expect(JSON.stringify(listed.body)).not.toContain(sink.password);
    const tested = await call('test', { id });
    expect(tested.body.data).toMatchObject({ state: 'enrolled', lastTest: { code: 'ok', detail: null } });
    expect(tested.body.data.hostKeyFingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    // the test file was written and removed again
    expect([...sink.files.keys()]).toEqual([]);
    const audits = await s.deps.db.select().from(auditLog).where(eq(auditLog.merchantNo, op.merchant.merchantNo));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['sftp.create', 'sftp.test']));
    expect(JSON.stringify(audits)).not.toContain(sink.password);
  });

  it('fails the test with a readable reason on a wrong password; a blank secret on an edit keeps the stored one', async () => {
    const { sink, call, body, id } = await setup();
    const wrong = await call('save', { ...body, id, secret: 'not-the-password' });
    expect(wrong.body.data.state).toBe('enrolling');
    const failed = await call('test', { id });
    expect(failed.body.data).toMatchObject({ state: 'enrolmentFailed', lastTest: { code: 'authFailed' } });
    expect(failed.body.data.lastTest.detail).toMatch(/authentication/i);
    await call('save', { ...body, id, secret: sink.password });
    // edit of the folder only, the secret left blank: the stored password still signs in
    await call('save', { ...body, id, secret: undefined, folder: 'upload' });
    expect((await call('test', { id })).body.data.state).toBe('enrolled');
    const missing = await call('save', { ...body, id, secret: undefined, folder: '/nowhere' });
    expect((await call('test', { id: missing.body.data.id })).body.data).toMatchObject({ state: 'enrolmentFailed', lastTest: { code: 'folderMissing' } });
  });

  it('signs in with a private key and refuses an unreadable one on the secret field', async () => {
    const { call, body, id } = await setup({ key: true });
    expect((await call('test', { id })).body.data.state).toBe('enrolled');
    const bad = await call('save', { ...body, id, secret: '-----BEGIN OPENSSH PRIVATE KEY-----\nnot a key\n-----END OPENSSH PRIVATE KEY-----' });
    expect(bad.status).toBe(422);
    expect(bad.body.data.fieldErrors[0].field).toBe('secret');
  });

  it('refuses a changed host key until the merchant accepts the new one', async () => {
    const { sink, call, id } = await setup();
    const first = (await call('test', { id })).body.data.hostKeyFingerprint as string;
    await sink.rotateHostKey();
    const refused = (await call('test', { id })).body.data;
    expect(refused).toMatchObject({ state: 'enrolmentFailed', hostKeyFingerprint: first, lastTest: { code: 'hostKeyChanged' } });
    expect(refused.pendingHostKeyFingerprint).toMatch(/^SHA256:/);
    expect(refused.pendingHostKeyFingerprint).not.toBe(first);
    const stale = await call('test', { id, acceptFingerprint: `SHA256:${'A'.repeat(43)}` });
    expect(stale.body.data.fieldErrors[0].field).toBe('acceptFingerprint');
    const accepted = (await call('test', { id, acceptFingerprint: refused.pendingHostKeyFingerprint })).body.data;
    expect(accepted).toMatchObject({ state: 'enrolled', hostKeyFingerprint: refused.pendingHostKeyFingerprint, pendingHostKeyFingerprint: null });
  });

  it('switches off and on: disenrolled, then enrolling until tested again', async () => {
    const { call, id } = await setup();
    await call('test', { id });
    expect((await call('switch', { id, on: false })).body.data.state).toBe('disenrolled');
    expect((await call('test', { id })).status).toBe(409);
    expect((await call('switch', { id, on: true })).body.data.state).toBe('enrolling');
  });
});

describe('daily report files', () => {
  async function dayWithBusiness() {
    const day = `2026-0${crypto.randomInt(1, 9)}-1${crypto.randomInt(0, 9)}`;
    s.clock.now = businessInstant(day, 11);
    const ctx = await setup();
    await ctx.call('test', { id: ctx.id });
    const c = await paymentClient(s, ctx.op.merchant.merchantNo);
    const paid = (await c.pay('4242424242424242', { amount: '120.50' })).body.data.transactionId as string;
    const refund = await s.api('POST', '/refund/apply', {
      cookie: ctx.op.cookie,
      body: { transactionId: paid, amount: '20.25', reason: 'Customer returned the goods' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(refund.body.respCode).toBe('20000');
    // the day closes at 00:00 Beijing; the hourly run after it sends the files
    s.clock.now = businessInstant(addDays(day, 1), 0, 10);
    await ctx.signInAgain();
    const ymd = day.replace(/-/g, '');
    const name = (report: string) => `/upload/${report}_${ctx.op.merchant.merchantNo}_${ymd}.csv`;
    return { ...ctx, day, paid, refundId: refund.body.data.refundId as string, name };
  }

  it('uploads the three files of the closed day with its rows, once, even when run twice at once', async () => {
    const { sink, call, paid, refundId, name } = await dayWithBusiness();
    await Promise.all([runDeliveries(s.deps, sheets), runDeliveries(s.deps, sheets)]);
    await runDeliveries(s.deps, sheets);
    const mine = sink.renames.filter((r) => r.startsWith('/upload/'));
    expect(mine.sort()).toEqual([name('refunds'), name('settlements'), name('transactions')]);
    const tx = sink.files.get(name('transactions'))!.toString('utf8');
    const [header, ...rows] = tx.trim().split('\r\n');
    expect(header).toContain('Transaction ID');
    // the payment and its refund, each a row of the transaction list
    expect(rows).toHaveLength(2);
    const payment = rows.find((r) => r.startsWith(paid))!;
    expect(payment).toContain('120.50');
    expect(payment).toContain('USD');
    expect(payment).toContain('424242****4242');
    expect(tx).not.toContain('4242424242424242');
    const refunds = sink.files.get(name('refunds'))!.toString('utf8');
    expect(refunds).toContain(refundId);
    expect(refunds).toContain('20.25');
    expect(sink.files.get(name('settlements'))!.toString('utf8')).toMatch(/USD/);
    const log = (await call('deliveries?page=1&size=10')).body.data;
    expect(log.total).toBe(3);
    for (const f of log.content) expect(f).toMatchObject({ status: 'delivered', attempts: 1, error: null });
    expect(log.content.find((f: { report: string }) => f.report === 'transactions')).toMatchObject({ rows: 2, bytes: Buffer.byteLength(tx) });
  });

  it('retries a failed upload in a later run, and resends a delivered file on request', async () => {
    const { sink, call, name, signInAgain } = await dayWithBusiness();
    sink.denyWrites = true;
    await runDeliveries(s.deps, sheets);
    let log = (await call('deliveries?page=1&size=10')).body.data.content;
    expect(log.map((f: { status: string }) => f.status)).toEqual(['failed', 'failed', 'failed']);
    expect(log[0].error).toMatch(/writeDenied/);
    sink.denyWrites = false;
    // the same run time again: a failed file waits for a later run
    await runDeliveries(s.deps, sheets);
    expect(sink.renames).toEqual([]);
    s.clock.advance(3600_000);
    await runDeliveries(s.deps, sheets);
    await signInAgain();
    log = (await call('deliveries?page=1&size=10')).body.data.content;
    expect(log.map((f: { status: string; attempts: number }) => [f.status, f.attempts])).toEqual([
      ['delivered', 2],
      ['delivered', 2],
      ['delivered', 2],
    ]);
    const tx = log.find((f: { report: string }) => f.report === 'transactions');
    sink.files.delete(name('transactions'));
    const resent = await call('resend', { id: tx.id });
    expect(resent.body.data).toMatchObject({ status: 'pending', attempts: 0 });
    await runDeliveries(s.deps, sheets, { deliveryId: tx.id });
    expect(sink.files.has(name('transactions'))).toBe(true);
    expect(sink.renames.filter((r) => r === name('transactions'))).toHaveLength(2);
  });

  it('switched off during an upload: disenrolling while the files in flight finish, then disenrolled and sent nothing more', async () => {
    const { sink, call, id, name, signInAgain } = await dayWithBusiness();
    await scheduleDay(s.deps, s.clock.now);
    // a worker has taken the day's files and is uploading them
    const now = s.clock.now;
    const taken = await claimDue(s.deps.db, { now, retryBefore: now, staleBefore: new Date(0), limit: 100 });
    expect(taken.filter((f) => f.destinationId === id)).toHaveLength(3);
    expect((await call('switch', { id, on: false })).body.data.state).toBe('disenrolling');
    // that worker stopped: a later run takes its files up again, finishes them, and the switch completes
    s.clock.advance(2 * 3600_000);
    await signInAgain();
    await runDeliveries(s.deps, sheets);
    expect(sink.renames.sort()).toEqual([name('refunds'), name('settlements'), name('transactions')]);
    expect((await call('list')).body.data[0].state).toBe('disenrolled');
    // the next day's run has nothing for it
    s.clock.advance(24 * 3600_000);
    await runDeliveries(s.deps, sheets);
    expect(sink.renames).toHaveLength(3);
  });
});

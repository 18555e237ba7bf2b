import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API_KEYS_LIVE_MAX } from '@crossbill/contracts/api-key';
import { Codes } from '@crossbill/contracts/codes';
import { newOperator, signIn, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { auditLog } from '../../platform/audit/schema.ts';
import { givePaymentPassword } from '../../sandbox/payment-pin.ts';
import { merchantApiKeys } from './schema.ts';

const lines: string[] = [];
const s = useTestServer({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });

const PIN = '802417';
const HOUR = 3_600_000;

/** A signed-in operator with a payment password, the portal's key calls, and a /v1 client of its merchant. */
async function setup() {
  const op = await newOperator(s);
  const merchantNo = op.merchant.merchantNo;
  await givePaymentPassword(s.deps.db, { userId: op.user.id, merchantNo, pin: PIN, now: s.clock.now });
  // the session ends after 15 idle minutes: tests that move the clock further sign in again
  let cookie = op.cookie;
  const signInAgain = async () => void (cookie = (await signIn(s, op.email, { password: op.password })).cookie);
  const post = (path: string, body: unknown) => s.api('POST', `/account/apiKey/${path}`, { cookie, body });
  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const r = await post('create', { name, paymentPassword: PIN, ...extra });
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    return r.body.data as { key: { id: number; name: string; prefix: string }; secret: string };
  };
  const list = async () => (await s.api('GET', '/account/apiKey/list?size=50', { cookie })).body.data;
  const c = await paymentClient(s, merchantNo);
  /** the answer to a signed query signed with `secret` */
  const query = async (secret: string) => (await c.call('GET', '/payments?merchantOrderId=none-such', undefined, { secret })).body.respCode;
  const keysOf = () =>
    s.deps.db
      .select()
      .from(merchantApiKeys)
      .where(sql`${merchantApiKeys.merchantNo} = ${merchantNo}`);
  return { op, merchantNo, signInAgain, post, create, list, query, keysOf, secretOfClient: c.secretKey };
}

// a signed query of an order that does not exist: the signature passed when the answer is "no data"
const SIGNED_OK = Codes.NOT_FOUND.code;
const REFUSED = Codes.SIGNATURE_INVALID.code;

describe('Payment API keys', () => {
  it('several keys sign; a roll keeps the old key until its overlap ends, then it is refused like a wrong key; a revoke is immediate', async () => {
    const t = await setup();
    const a = await t.create('Checkout server');
    const b = await t.create('Reporting job');
    expect(a.secret).toMatch(/^sk_sandbox_/);
    expect(a.key.prefix).toBe(a.secret.slice(0, 15));
    expect(await t.query(a.secret)).toBe(SIGNED_OK);
    expect(await t.query(b.secret)).toBe(SIGNED_OK);
    expect(await t.query(t.secretOfClient)).toBe(SIGNED_OK);

    // roll with a 1-hour overlap: the new key has the old one's name; both sign until the hour ends
    const rolled = await t.post('roll', { id: a.key.id, overlap: '1h', paymentPassword: PIN });
    expect(rolled.body.respCode).toBe('20000');
    const a2 = rolled.body.data as { key: { id: number; name: string; status: string }; secret: string };
    expect(a2.key).toMatchObject({ name: 'Checkout server', status: 'active' });
    expect(a2.secret).not.toBe(a.secret);
    expect(await t.query(a.secret)).toBe(SIGNED_OK);
    expect(await t.query(a2.secret)).toBe(SIGNED_OK);
    const during = (await t.list()).content.find((k: { id: number }) => k.id === a.key.id);
    expect(during.status).toBe('expiring');
    expect(Date.parse(during.expiresAt)).toBe(s.clock.now.getTime() + HOUR);
    // the old key cannot be rolled twice: its name has passed on
    expect((await t.post('roll', { id: a.key.id, overlap: 'now', paymentPassword: PIN })).body.respCode).toBe(Codes.API_KEY_STATE.code);

    s.clock.advance(HOUR - 1000);
    expect(await t.query(a.secret)).toBe(SIGNED_OK);
    s.clock.advance(2000);
    expect(await t.query(a.secret)).toBe(REFUSED);
    expect(await t.query('sk_sandbox_not-a-key-of-anyone')).toBe(REFUSED);
    expect(await t.query(a2.secret)).toBe(SIGNED_OK);
    await t.signInAgain();
    const after = (await t.list()).content.find((k: { id: number }) => k.id === a.key.id);
    expect(after.status).toBe('expired');

    // revoke: refused from the next request on, and cannot be revoked or rolled again
    const revoked = await t.post('revoke', { id: b.key.id });
    expect(revoked.body.data.status).toBe('revoked');
    expect(await t.query(b.secret)).toBe(REFUSED);
    expect((await t.post('revoke', { id: b.key.id })).body.respCode).toBe(Codes.API_KEY_STATE.code);
    expect((await t.post('roll', { id: b.key.id, overlap: 'now', paymentPassword: PIN })).body.respCode).toBe(Codes.API_KEY_STATE.code);

    // a roll with no overlap ends the old key at once
    const a3 = (await t.post('roll', { id: a2.key.id, overlap: 'now', paymentPassword: PIN })).body.data;
    expect(await t.query(a2.secret)).toBe(REFUSED);
    expect(await t.query(a3.secret)).toBe(SIGNED_OK);

    // another merchant's key is not found
    const other = await setup();
    expect((await other.post('revoke', { id: a3.key.id })).body.respCode).toBe(Codes.NOT_FOUND.code);
    expect(await t.query(a3.secret)).toBe(SIGNED_OK);

    const actions = (
      await s.deps.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.merchantNo} = ${t.merchantNo}`)
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['apiKey.create', 'apiKey.roll', 'apiKey.revoke']));
    const audited = JSON.stringify(
      await s.deps.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.merchantNo} = ${t.merchantNo}`),
    );
    for (const secret of [a.secret, a2.secret, a3.secret, b.secret]) expect(audited).not.toContain(secret);
  });

  it('last used moves (to the minute), and the log line names the key that signed, never its secret', async () => {
    const t = await setup();
    const k = await t.create('Logged');
    const lastUsed = async () => (await t.list()).content.find((x: { id: number }) => x.id === k.key.id).lastUsedAt;
    expect(await lastUsed()).toBeNull();
    lines.length = 0;
    expect(await t.query(k.secret)).toBe(SIGNED_OK);
    const first = s.clock.now.toISOString();
    expect(await lastUsed()).toBe(first);
    s.clock.advance(30_000);
    expect(await t.query(k.secret)).toBe(SIGNED_OK);
    expect(await lastUsed()).toBe(first);
    s.clock.advance(31_000);
    expect(await t.query(k.secret)).toBe(SIGNED_OK);
    expect(await lastUsed()).toBe(s.clock.now.toISOString());

    const signed = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'signed request');
    expect(signed.length).toBe(3);
    for (const l of signed) expect(l).toMatchObject({ apiKeyId: k.key.id, merchantNo: t.merchantNo, statusCode: 404, route: '/v1/payments' });
    expect(lines.join('\n')).not.toContain(k.secret);
  });

  it('creating and rolling ask for the payment password: a wrong one creates nothing', async () => {
    const t = await setup();
    const before = (await t.keysOf()).length;
    const wrong = await t.post('create', { name: 'Nope', paymentPassword: '111111' });
    expect(wrong.body.respCode).toBe(Codes.PAYMENT_PASSWORD_WRONG.code);
    const missing = await t.post('create', { name: 'Nope' });
    expect(missing.body.respCode).toBe(Codes.VALIDATION.code);
    expect(missing.body.data.fieldErrors[0].field).toBe('paymentPassword');
    expect((await t.keysOf()).length).toBe(before);

    const k = await t.create('Rolled later');
    const wrongRoll = await t.post('roll', { id: k.key.id, overlap: '24h', paymentPassword: '111111' });
    expect(wrongRoll.body.respCode).toBe(Codes.PAYMENT_PASSWORD_WRONG.code);
    expect((await t.keysOf()).length).toBe(before + 1);
    expect(await t.query(k.secret)).toBe(SIGNED_OK);
    expect((await t.list()).content.find((x: { id: number }) => x.id === k.key.id).expiresAt).toBeNull();
  });

  it('names are unique among live keys and bounded; a merchant holds at most 10 live keys', async () => {
    const t = await setup();
    // the client's key ("Default") is one of them
    const taken = await t.post('create', { name: 'Default', paymentPassword: PIN });
    expect(taken.body.data.fieldErrors[0]).toMatchObject({ field: 'name', message: 'An active key already has this name.' });
    const long = await t.post('create', { name: 'x'.repeat(41), paymentPassword: PIN });
    expect(long.body.data.fieldErrors[0].field).toBe('name');
    const keys = [];
    for (let i = 2; i <= API_KEYS_LIVE_MAX; i++) keys.push(await t.create(`Key ${i}`));
    const over = await t.post('create', { name: 'Eleventh', paymentPassword: PIN });
    expect(over.body.respCode).toBe(Codes.API_KEY_LIMIT.code);
    expect(over.body.respMsg).toBe('A merchant can have at most 10 active API keys: revoke one first (or roll with no overlap).');
    // a roll with an overlap would make 11 live keys; with none it replaces one
    expect((await t.post('roll', { id: keys[0]!.key.id, overlap: '7d', paymentPassword: PIN })).body.respCode).toBe(Codes.API_KEY_LIMIT.code);
    expect((await t.post('roll', { id: keys[0]!.key.id, overlap: 'now', paymentPassword: PIN })).body.respCode).toBe('20000');
    await t.post('revoke', { id: keys[1]!.key.id });
    // a revoked key's name is free again
    expect((await t.create('Key 3')).key.name).toBe('Key 3');
    expect((await t.list()).live).toBe(API_KEYS_LIVE_MAX);
  });

  it('a key chosen to expire at creation stops at its expiry', async () => {
    const t = await setup();
    const k = await t.create('Short lived', { lifetime: '30d' });
    s.clock.advance(30 * 24 * HOUR - 1000);
    expect(await t.query(k.secret)).toBe(SIGNED_OK);
    s.clock.advance(2000);
    expect(await t.query(k.secret)).toBe(REFUSED);
  });
});

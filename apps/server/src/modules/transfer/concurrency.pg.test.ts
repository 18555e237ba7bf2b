import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { useTestServer } from '../../../test/fixtures.ts';
import { PIN, transferKit } from './test-kit.ts';

const s = useTestServer();
const { bal, expectClean, setup } = transferKit(s);

/** Many requests at once through the real route: only PostgreSQL has the concurrency to show (PGlite runs one at a time). */
describe('transfers under concurrency (PostgreSQL)', () => {
  const submit = (cookie: string, payeeId: number, amount: string, key: string = crypto.randomUUID()) =>
    s.api('POST', '/transfer/submit', {
      cookie,
      body: { payeeId, sendCurrency: 'GBP', fixedSide: 'send', amount, feeBearing: 'sender', purpose: 'services', paymentPassword: PIN },
      headers: { 'idempotency-key': key },
    });

  it('100 parallel transfers beyond the balance: exactly those that fit succeed, the rest get the translated refusal', async () => {
    // 1000.00 GBP; each transfer freezes 46.50 (43.00 + 3.50 fee): 21 fit (976.50), 79 do not
    const { cookie, payeeId, merchant } = await setup({ credit: [['GBP', 100_000n]] });
    const results = await Promise.all(Array.from({ length: 100 }, () => submit(cookie, payeeId, '43.00')));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok.length).toBe(21);
    for (const r of refused) {
      expect(r.body.respCode).toBe(Codes.INSUFFICIENT_BALANCE.code);
      expect(r.body.respMsg).toBe('Insufficient balance available');
    }
    // (frozen money may already be on its way: the execution jobs run beside the test)
    expect((await bal(merchant, 'GBP')).available).toBe(100_000n - 21n * 4_650n);
    await expectClean();
  });

  it('the same Idempotency-Key 20 times at once has one effect', async () => {
    const { cookie, payeeId, merchant } = await setup({ credit: [['GBP', 100_000n]] });
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(cookie, payeeId, '25.00', key)));
    const serials = new Set(results.filter((r) => r.status === 200).map((r) => r.body.data.serialNo as string));
    expect(serials.size).toBe(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.respCode).toBe(Codes.DUPLICATE_REQUEST.code);
    expect((await bal(merchant, 'GBP')).available).toBe(100_000n - 2_850n);
    await expectClean();
  });
});

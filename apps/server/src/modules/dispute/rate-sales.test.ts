import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/fixtures.ts';
import { MIGRATIONS_DIR } from '../../platform/db/migrate.ts';
import { disputeSetup } from './test-kit.ts';

// jobs run only when a test calls them
const s = useTestServer({}, { work: false });
const GB = '4012888888881881'; // BIN 401288: GB in the sandbox's ranges
const MASTERCARD = '5555555555554444';
const DECLINED = '4000000000000002';

const CELLS = `currency, payment_method, card_country, count::text as count, amount::text as amount`;
/** The monthly sales rollup of a merchant, and the sum of its daily rollups' captured sales per month: they never disagree. */
async function monthlyMatchesDaily(merchantNo: string) {
  const monthly = await s.deps.database.query(
    `select month, ${CELLS} from sales_monthly where merchant_no = $1 and (count <> 0 or amount <> 0) order by 1, 2, 3, 4`,
    [merchantNo],
  );
  const daily = await s.deps.database.query(
    `select month, ${CELLS} from (
       select to_char(day, 'YYYY-MM') as month, currency, payment_method, card_country, sum(count) as count, sum(amount) as amount
         from transaction_rollups where merchant_no = $1 and type <> 'refund' and status = 'succeeded'
        group by 1, 2, 3, 4 having sum(count) <> 0 or sum(amount) <> 0) d
      order by 1, 2, 3, 4`,
    [merchantNo],
  );
  expect(monthly.rows).toEqual(daily.rows);
  return monthly.rows as Array<{ month: string; currency: string; payment_method: string; card_country: string; count: string; amount: string }>;
}

describe('the monthly sales rollup of the chargeback-rate report', () => {
  it('is the sum of the daily rollups through captures, voids, declines, refunds and a Beijing month boundary; the report reads it', async () => {
    // 23:50 on 31 January, Beijing time (15:50 UTC): still January
    s.clock.now = new Date(Date.UTC(s.clock.now.getUTCFullYear() + 1, 0, 31, 15, 50));
    const t = await disputeSetup(s);
    const y = s.clock.now.getUTCFullYear();
    await t.pay('100.00');
    await t.pay('50.00', GB);
    await t.pay('20.00', MASTERCARD, 'EUR');
    await t.c.pay(DECLINED);
    const auth = (await t.c.pay(GB, { capture: false, amount: '200.00' })).body.data.transactionId as string;
    const voided = (await t.c.pay(GB, { capture: false, amount: '70.00' })).body.data.transactionId as string;
    expect((await t.c.call('POST', `/payments/${voided}/void`)).body.data.status).toBe('voided');
    s.clock.advance(20 * 60_000); // 00:10 on 1 February in Beijing, still 31 January in UTC
    await t.relogin();
    // January's authorisation captured in February stays a January sale (the month of the payment)
    expect((await t.c.call('POST', `/payments/${auth}/capture`, { amount: '150.00' })).body.data.capturedAmount).toBe('150.00');
    const refunded = await t.pay('40.00');
    expect((await t.c.call('POST', `/payments/${refunded}/refunds`, { amount: '15.00', reason: 'Damaged' })).body.data.status).toBe('succeeded');
    // a chargeback in each country: the breakdown lists the values that have chargebacks
    await t.raised(await t.pay('30.00', GB), { reasonCode: '13.1' });
    await t.raised(refunded, { reasonCode: '13.1', amount: '5.00' });

    const cells = await monthlyMatchesDaily(t.merchantNo);
    expect(cells.map((c) => [c.month, c.currency, c.payment_method, c.card_country, c.count, c.amount])).toEqual([
      [`${y}-01`, 'EUR', 'mastercard', 'US', '1', '2000'],
      [`${y}-01`, 'USD', 'visa', 'GB', '2', '20000'],
      [`${y}-01`, 'USD', 'visa', 'US', '1', '10000'],
      [`${y}-02`, 'USD', 'visa', 'GB', '1', '3000'],
      [`${y}-02`, 'USD', 'visa', 'US', '1', '4000'],
    ]);

    // the report's denominator: the same figures, by month and by BIN country
    const report = async (q: string) =>
      (await s.api('GET', `/report/refuse-rate?from=${y}-01&to=${y}-02&displayCurrency=USD${q}`, { cookie: t.op.cookie })).body.data;
    const usd = (await report('&dimension=currency&key=USD')) as { months: Array<{ key: string; salesCount: number; salesAmount: string }> };
    expect(usd.months.map((m) => [m.key, m.salesCount, m.salesAmount])).toEqual([
      [`${y}-01`, 3, '300.00'],
      [`${y}-02`, 2, '70.00'],
    ]);
    const byCountry = (await report('&dimension=country')) as { keys: Array<{ key: string; salesCount: number; salesAmount: string }> };
    // (the euro sale is in the US cell at the day's rate: only its count is fixed here)
    expect(byCountry.keys.map((k) => [k.key, k.salesCount, k.key === 'GB' ? k.salesAmount : null])).toEqual([
      ['GB', 3, '230.00'],
      ['US', 3, null],
    ]);

    // the migration's backfill builds the same rows from the daily rollups
    const kept = (await s.deps.database.query(`select * from sales_monthly order by 1, 2, 3, 4, 5`)).rows;
    const file = fs.readFileSync(path.join(MIGRATIONS_DIR, '0045_sales_monthly.sql'), 'utf8');
    await s.deps.database.query('delete from sales_monthly');
    await s.deps.database.query(file.slice(file.indexOf('INSERT INTO "sales_monthly"')));
    // cells a change brought back to zero stay in the kept rollup, not in the backfill
    expect((await s.deps.database.query(`select * from sales_monthly order by 1, 2, 3, 4, 5`)).rows).toEqual(
      kept.filter((r) => String(r.count) !== '0' || String(r.amount) !== '0'),
    );
    await monthlyMatchesDaily(t.merchantNo);
  });
});

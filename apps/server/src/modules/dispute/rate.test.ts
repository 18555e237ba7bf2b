import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MerchantType } from '@crossbill/contracts/merchant';
import { businessMonth } from '@crossbill/contracts/chargeback-rate';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { sheetRows } from '../../../test/xlsx-upload.ts';
import { EXPORT_BUILDERS } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { MIGRATIONS_DIR } from '../../platform/db/migrate.ts';
import { createRole } from '../access/service.ts';
import { buildExport } from '../download/service.ts';
import { disputeSetup } from './test-kit.ts';

// jobs run only when a test calls them: the sandbox issuer never decides by itself here
const s = useTestServer({}, { work: false });
const DAY = 86_400_000;
const VISA = '4242424242424242';
const MASTERCARD = '5555555555554444';

type Row = { key: string; count: number; amount: string; salesCount: number; salesAmount: string; countRatio: string | null; amountRatio: string | null };

/** Every cell of the rollup of a merchant against a recount of its chargebacks: they never disagree. */
async function rollupMatchesChargebacks(merchantNo: string) {
  const q = (text: string) => s.deps.db.execute(sql.raw(text)).then((r) => (r as unknown as { rows: unknown[] }).rows);
  const rollup = await q(
    `select month, scheme, category, currency, card_country, outcome, count::int as n, amount::text as a from chargeback_monthly where merchant_no = '${merchantNo}' and count <> 0 order by 1,2,3,4,5,6`,
  );
  const recount = await q(`select to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month, scheme, category, currency, card_country,
      case when not closed then 'open' when status = 'won' then 'won' when status = 'accepted' then 'accepted' else 'lost' end as outcome,
      count(*)::int as n, sum(amount)::text as a from chargebacks where merchant_no = '${merchantNo}' group by 1,2,3,4,5,6 order by 1,2,3,4,5,6`);
  expect(rollup).toEqual(recount);
}

describe('the monthly chargeback rollup', () => {
  it('counts arrivals and follows win, loss and acceptance; the ratio is chargebacks over sales of the month', async () => {
    const t = await disputeSetup(s);
    const v = [await t.pay('100.00'), await t.pay('100.00'), await t.pay('100.00'), await t.pay('100.00', VISA)];
    const mc = await t.pay('50.00', MASTERCARD);
    const won = await t.raised(v[0]!, { reasonCode: '13.1' });
    const lost = await t.raised(v[1]!, { reasonCode: '10.4', amount: '40.00' });
    const accepted = await t.raised(mc, { reasonCode: '4853' });
    await rollupMatchesChargebacks(t.merchantNo);

    const report = async (query = '') => (await s.api('GET', `/report/refuse-rate?displayCurrency=USD${query}`, { cookie: t.op.cookie })).body.data;
    const month = businessMonth(s.deps.now());
    let r = await report();
    expect(r.months).toHaveLength(12);
    expect(r.to).toBe(month);
    expect(r.months.at(-1)).toMatchObject({
      key: month,
      count: 3,
      amount: '190.00',
      salesCount: 5,
      salesAmount: '450.00',
      countRatio: '60.00',
      amountRatio: '42.22',
      open: 3,
    });
    expect(r.months[0]).toMatchObject({ count: 0, salesCount: 0, countRatio: null });

    // by scheme: each scheme over its own sales
    r = await report('&dimension=scheme');
    expect(r.keys.map((k: Row) => [k.key, k.count, k.salesCount, k.countRatio, k.amountRatio])).toEqual([
      ['visa', 2, 4, '50.00', '35.00'],
      ['mastercard', 1, 1, '100.00', '100.00'],
    ]);
    expect((await report('&dimension=scheme&key=visa')).months.at(-1)).toMatchObject({ count: 2, salesCount: 4 });
    // a reason category has no sales of its own: over all sales
    r = await report('&dimension=category&key=fraud');
    expect(r.months.at(-1)).toMatchObject({ count: 1, amount: '40.00', salesCount: 5, countRatio: '20.00' });

    // transitions move the cells: won, lost twice (second round), accepted
    const submit = (id: string, path = '/chargeback/rebuttal/submit', extra = {}) =>
      t.post(path, { chargebackId: id, description: 'Delivered, signed for.', evidence: {}, ...extra });
    expect((await submit(won)).body.respCode).toBe('20000');
    await t.decide(won, 'won');
    expect((await submit(lost)).body.respCode).toBe('20000');
    await t.decide(lost, 'lost');
    await rollupMatchesChargebacks(t.merchantNo);
    expect((await report()).months.at(-1)).toMatchObject({ count: 3, won: 1, lost: 0, open: 2 });
    await t.fund();
    expect((await submit(lost, '/chargeback/rebuttal/second', { acknowledgePenalty: true })).body.respCode).toBe('20000');
    await t.decide(lost, 'lost');
    expect((await t.post('/chargeback/accept', { chargebackId: accepted })).body.respCode).toBe('20000');
    await rollupMatchesChargebacks(t.merchantNo);
    // the count stays (a chargeback counts in its month of receipt whatever its outcome); the outcomes moved
    expect((await report(`&to=${month}`)).months.at(-1)).toMatchObject({ key: month, count: 3, won: 1, lost: 2, open: 0 });
  });

  it('counts a chargeback and a sale in their Beijing month, across a month boundary', async () => {
    // 23:50 on 31 January, Beijing time (15:50 UTC): still January
    s.clock.now = new Date(Date.UTC(s.clock.now.getUTCFullYear() + 1, 0, 31, 15, 50));
    const t = await disputeSetup(s);
    const jan = await t.pay('10.00');
    await t.raised(jan, { reasonCode: '13.1' });
    s.clock.advance(20 * 60_000); // 00:10 on 1 February in Beijing, still 31 January in UTC
    await t.relogin();
    const feb = await t.pay('30.00');
    await t.pay('30.00');
    await t.raised(feb, { reasonCode: '13.1' });
    const y = s.clock.now.getUTCFullYear();
    const r = (await s.api('GET', `/report/refuse-rate?from=${y}-01&to=${y}-02`, { cookie: t.op.cookie })).body.data;
    expect(r.months.map((m: Row) => [m.key, m.count, m.salesCount, m.countRatio])).toEqual([
      [`${y}-01`, 1, 1, '100.00'],
      [`${y}-02`, 1, 2, '50.00'],
    ]);
    await rollupMatchesChargebacks(t.merchantNo);
    // the drill-down: the month's chargebacks in the list, its totals by reason code
    const list = (await s.api('GET', `/chargeback/list?group=all&month=${y}-02`, { cookie: t.op.cookie })).body.data;
    expect(list.content.map((c: { transactionId: string }) => c.transactionId)).toEqual([feb]);
    const view = (await s.api('GET', `/report/refuse-rate/month?month=${y}-02&scheme=visa`, { cookie: t.op.cookie })).body.data;
    expect(view.total).toMatchObject({ count: 1, amount: '30.00', salesCount: 2 });
    expect(view.byReason).toEqual([
      { scheme: 'visa', reasonCode: '13.1', reason: 'Merchandise or services not received', category: 'product_not_received', count: 1, amount: '30.00' },
    ]);
  });

  it("the migration's backfill rebuilds the rollup the transitions kept", async () => {
    const t = await disputeSetup(s);
    const a = await t.raised(await t.pay('10.00'), { reasonCode: '13.1' });
    await t.raised(await t.pay('12.00', MASTERCARD), { reasonCode: '4853' });
    await t.post('/chargeback/accept', { chargebackId: a });
    const file = fs.readFileSync(path.join(MIGRATIONS_DIR, '0035_chargeback_card_country.sql'), 'utf8');
    const backfill = file.slice(file.indexOf('INSERT INTO "chargeback_monthly"'));
    await s.deps.db.execute(sql.raw('delete from chargeback_monthly'));
    await s.deps.db.execute(sql.raw(backfill));
    await rollupMatchesChargebacks(t.merchantNo);
    expect((await s.api('GET', '/report/refuse-rate', { cookie: t.op.cookie })).body.data.months.at(-1)).toMatchObject({ count: 2, lost: 1, open: 1 });
  });

  it('breaks the ratio down by BIN country: each country over the sales of its own cards', async () => {
    const t = await disputeSetup(s);
    const GB = '4012888888881881'; // BIN 401288: GB in the sandbox's ranges
    const us = [await t.pay('100.00', VISA), await t.pay('100.00', VISA)];
    const gb = await t.pay('50.00', GB);
    await t.pay('50.00', GB);
    await t.pay('50.00', GB);
    await t.raised(us[0]!, { reasonCode: '13.1' });
    await t.raised(gb, { reasonCode: '10.4', amount: '25.00' });
    await rollupMatchesChargebacks(t.merchantNo);
    const r = (await s.api('GET', '/report/refuse-rate?displayCurrency=USD&dimension=country', { cookie: t.op.cookie })).body.data;
    expect(r.keys.map((k: Row) => [k.key, k.count, k.salesCount, k.countRatio, k.amountRatio])).toEqual([
      ['GB', 1, 3, '33.33', '16.67'],
      ['US', 1, 2, '50.00', '50.00'],
    ]);
    const gbOnly = (await s.api('GET', '/report/refuse-rate?displayCurrency=USD&dimension=country&key=GB', { cookie: t.op.cookie })).body.data;
    expect(gbOnly.months.at(-1)).toMatchObject({ count: 1, amount: '25.00', salesCount: 3, salesAmount: '150.00' });
  });

  it('refuses a range backwards or over 24 months, naming the field', async () => {
    const t = await disputeSetup(s);
    const bad = async (q: string) => (await s.api('GET', `/report/refuse-rate?${q}`, { cookie: t.op.cookie })).body.data?.fieldErrors?.[0]?.field;
    expect(await bad('from=2026-05&to=2026-04')).toBe('from');
    expect(await bad('from=2024-01&to=2026-01')).toBe('to');
    expect(await bad('from=2026-13')).toBe('from');
  });
});

describe('thresholds, dashboard, permission, group, export', () => {
  it('reads the programs from CHARGEBACK_THRESHOLDS and refuses a malformed setting at start', () => {
    expect(loadConfig({ CHARGEBACK_THRESHOLDS: 'visa_vamp:visa:2.2:1500' }, false).CHARGEBACK_THRESHOLDS).toEqual([
      { id: 'visa_vamp', scheme: 'visa', ratio: '2.20', minCount: 1500 },
    ]);
    expect(() => loadConfig({ CHARGEBACK_THRESHOLDS: 'visa:0.9%' }, false)).toThrow(/CHARGEBACK_THRESHOLDS/);
  });

  it('returns the programs with this month standing against them (defaults: Visa VDMP, Mastercard ECM and ECP)', async () => {
    const t = await disputeSetup(s);
    await t.raised(await t.pay('10.00'), { reasonCode: '13.1' });
    await t.pay('10.00');
    const r = (await s.api('GET', '/report/refuse-rate', { cookie: t.op.cookie })).body.data;
    expect(r.thresholds).toEqual([
      { id: 'visa_vdmp', scheme: 'visa', ratio: '0.90', minCount: 100 },
      { id: 'mastercard_ecm', scheme: 'mastercard', ratio: '1.50', minCount: 100 },
      { id: 'mastercard_ecp', scheme: 'mastercard', ratio: '3.00', minCount: 300 },
    ]);
    // 50% is far over 0.9%, but one chargeback is not the program's 100: a warning, not yet an error
    expect(r.standing.programs[0]).toMatchObject({ id: 'visa_vdmp', current: '50.00', count: 1, level: 'warning' });
    expect(r.standing.programs[1]).toMatchObject({ id: 'mastercard_ecm', current: null, count: 0, level: 'ok' });
  });

  it('the dashboard block counts open, due soon and 30-day outcomes like the lists its links open', async () => {
    const t = await disputeSetup(s);
    const a = await t.raised(await t.pay('10.00'), { reasonCode: '13.1' });
    await t.raised(await t.pay('10.00'), { reasonCode: '13.1' });
    await t.post('/chargeback/accept', { chargebackId: a });
    const o = async () => (await s.api('GET', '/index/chargebacks', { cookie: t.op.cookie })).body.data;
    expect(await o()).toMatchObject({ open: 1, dueSoon: 0, dueDays: 3, won30: 0, lost30: 1, nearest: { id: 'visa_vdmp', current: '100.00' } });
    s.clock.advance(8 * DAY); // the open one is due in 10 days: now within three
    await t.relogin();
    expect(await o()).toMatchObject({ open: 1, dueSoon: 1, lost30: 1 });
    const total = async (q: string) => (await s.api('GET', `/chargeback/list?${q}`, { cookie: t.op.cookie })).body.data.total;
    expect([await total('group=all&due=soon'), await total('group=all&due=open'), await total('group=loss&decided=last30')]).toEqual([1, 1, 1]);
  });

  it('needs report:refuseRate for the report and transaction:refuse for the dashboard block', async () => {
    const t = await disputeSetup(s);
    const viewer = await createRole(s.deps.db, { merchantNo: t.merchantNo, name: 'CB viewer', resourceCodes: ['transaction:refuse'] });
    const reporter = await createRole(s.deps.db, { merchantNo: t.merchantNo, name: 'Reports', resourceCodes: ['report:refuseRate'] });
    const v = await newOperator(s, { merchant: t.op.merchant, roleId: viewer.id });
    const r = await newOperator(s, { merchant: t.op.merchant, roleId: reporter.id });
    expect((await s.api('GET', '/report/refuse-rate', { cookie: v.cookie })).status).toBe(403);
    expect((await s.api('GET', '/index/chargebacks', { cookie: v.cookie })).status).toBe(200);
    expect((await s.api('GET', '/report/refuse-rate', { cookie: r.cookie })).status).toBe(200);
    expect((await s.api('GET', '/index/chargebacks', { cookie: r.cookie })).status).toBe(403);
    expect((await s.api('POST', '/chargeback/export', { cookie: v.cookie, body: {} })).status).toBe(403);
  });

  it('a group reads its members by member; an outsider counts nowhere', async () => {
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const m1 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const m2 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const t1 = await disputeSetup(s, { merchant: m1 });
    const t2 = await disputeSetup(s, { merchant: m2 });
    const outsider = await disputeSetup(s);
    await t1.raised(await t1.pay('10.00'), { reasonCode: '13.1' });
    await t2.pay('10.00');
    await t2.pay('10.00');
    await t2.raised(await t2.pay('10.00'), { reasonCode: '13.1' });
    await outsider.raised(await outsider.pay('10.00'), { reasonCode: '13.1' });
    const { cookie } = await newOperator(s, { merchant: group });
    const r = (await s.api('GET', '/blocMer/report/refuse-rate?dimension=member', { cookie })).body.data;
    expect(r.months.at(-1)).toMatchObject({ count: 2, salesCount: 4, countRatio: '50.00' });
    expect(r.keys.map((k: Row) => [k.key, k.count, k.salesCount]).sort()).toEqual(
      [
        [m1.merchantNo, 1, 1],
        [m2.merchantNo, 1, 3],
      ].sort(),
    );
    expect((await s.api('GET', `/blocMer/chargeback/list?group=all&month=${businessMonth(s.deps.now())}`, { cookie })).body.data.total).toBe(2);
  });

  it('exports the monthly table and the filtered chargeback list, headers in the operator language', async () => {
    const t = await disputeSetup(s);
    await t.raised(await t.pay('10.00'), { reasonCode: '13.1' });
    await t.raised(await t.pay('20.00', MASTERCARD), { reasonCode: '4853' });
    const build = async (path: string, body: Record<string, unknown>, cookie = t.op.cookie) => {
      const task = (await s.api('POST', path, { cookie, body })).body.data;
      expect(task.fileStatus).toBe('GI');
      await buildExport(s.deps, EXPORT_BUILDERS, task.id);
      return sheetRows(s, `/downloadFile/download/${task.id}`, cookie);
    };
    const rate = await build('/report/refuse-rate/export', { displayCurrency: 'USD' });
    expect(rate[0]).toEqual([
      'Month',
      'Chargebacks',
      'Chargeback amount',
      'Currency',
      'Sales',
      'Sales amount',
      'Ratio by count',
      'Ratio by amount',
      'Won',
      'Lost',
      'Open',
    ]);
    expect(rate).toHaveLength(13);
    expect(rate.at(-1)).toEqual([businessMonth(s.deps.now()), '2', '30.00', 'USD', '2', '30.00', '100.00%', '100.00%', '0', '0', '2']);

    const list = await build('/chargeback/export', { group: 'all', scheme: 'mastercard' });
    expect(list[0]![0]).toBe('Chargeback ID');
    expect(list.slice(1).map((r) => [r[5], r[8]])).toEqual([['Mastercard', 'USD']]);
    // Chinese headers for an operator reading Chinese
    const zh = await newOperator(s, { merchant: t.op.merchant, language: 'zh-cn' });
    const zhRows = await build('/chargeback/export', { group: 'all' }, zh.cookie);
    expect(zhRows[0]!.slice(0, 2)).toEqual(['拒付编号', '商户号']);
  });
});

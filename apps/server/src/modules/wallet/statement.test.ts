import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BusinessLine, BusinessType, MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { waitForExport } from '../../../test/exports.ts';
import { createRole } from '../access/service.ts';
import * as ledger from '../ledger/service.ts';
import type { Tx } from '../../platform/db/client.ts';
import { bookInboundCredit } from './service.ts';

const s = useTestServer();

const payoutMerchant = () =>
  newMerchant(s, {
    businessType: BusinessType.AGGREGATE,
    businessTypes: `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`,
    isAggregate: true,
    merchantType: MerchantType.ACQUIRING,
  });

const credit = (merchantNo: string, currency: string, amount: bigint, reference: string) =>
  bookInboundCredit(s.deps.db, { merchantNo, currency, amount, bankTransactionId: reference, at: s.clock.now });

/** A batch as a settlement run or a batch transfer posts it: several entries under one reference. */
async function postBatch(merchantNo: string, reference: string, amounts: bigint[]) {
  for (const amount of amounts)
    await s.deps.db.transaction((tx) =>
      ledger.post(tx as Tx, {
        kind: 'settlement.batch',
        reference,
        merchantNo,
        at: s.clock.now,
        postings: [
          { account: { merchantNo: null, currency: 'USD', bucket: 'clearing' }, amount: -amount },
          { account: { merchantNo, currency: 'USD', bucket: 'available' }, amount },
        ],
      }),
    );
}

const waitReady = (cookie: string, id: number) => waitForExport(s, cookie, id);

async function readXlsx(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as never);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('statement export', () => {
  it('builds the xlsx of the filtered statement with running balances, in the download center', async () => {
    const m = await payoutMerchant();
    const { cookie } = await newOperator(s, { merchant: m, language: 'zh-cn' });
    await credit(m.merchantNo, 'USD', 10_000n, 'R-1');
    s.clock.advance(60_000);
    await postBatch(m.merchantNo, 'SB-1', [500n, -200n]);
    s.clock.advance(60_000);
    await credit(m.merchantNo, 'USD', 1n, 'R-2');
    await credit(m.merchantNo, 'EUR', 5n, 'R-EUR');

    const res = await s.api('POST', '/wallet/balance/export', { cookie, body: { currency: 'USD', kind: 'wallet.inbound_credit' } });
    expect(res.status).toBe(200);
    expect(res.body.data.fileName).toMatch(/^账户明细-USD-\d{12}\.xlsx$/);
    const ready = await waitReady(cookie, res.body.data.id);
    expect(ready.fileStatus).toBe('GS');
    const file = await s.api('GET', ready.fileUrl!, { cookie });
    const rows = await readXlsx(file.raw.rawPayload);
    expect(rows[0]).toEqual(['时间（UTC+8）', '类型', '参考号', '币种', '金额', '余额']);
    // only inbound credits, newest first; balances count the batch lines in between
    // amounts are numbers (shown with the currency's two decimals), times are date cells
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      ['充值入账', 'R-2', 'USD', 0.01, 103.01],
      ['充值入账', 'R-1', 'USD', 100, 100],
    ]);
    expect(rows[1]![0]).toBeInstanceOf(Date);

    // all kinds, in small keyset batches: the same lines as the page shows
    const all: string[][] = [];
    for await (const l of ledger.statementRows(s.deps.db, { merchantNo: m.merchantNo, currency: 'USD', batch: 2 }))
      all.push([l.reference, l.amount.toString(), l.balanceAfter.toString()]);
    expect(all).toEqual([
      ['R-2', '1', '10301'],
      ['SB-1', '-200', '10300'],
      ['SB-1', '500', '10500'],
      ['R-1', '10000', '10000'],
    ]);
  });

  it('needs the export code; a reversed range is refused at once', async () => {
    const m = await payoutMerchant();
    const viewer = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Viewer', resourceCodes: ['wallet', 'wallet:balance'] });
    const { cookie } = await newOperator(s, { merchant: m, roleId: viewer.id });
    expect((await s.api('POST', '/wallet/balance/export', { cookie, body: { currency: 'USD' } })).status).toBe(403);
    const { cookie: admin } = await newOperator(s, { merchant: m });
    const reversed = await s.api('POST', '/wallet/balance/export', {
      cookie: admin,
      body: { currency: 'USD', beginTime: '2026-02-02T00:00:00Z', endTime: '2026-02-01T00:00:00Z' },
    });
    expect(reversed.body.respCode).toBe('11000');
  });
});

describe('balance batch view', () => {
  it('marks statement lines of a batch and shows the batch with its totals; scoped to the merchant', async () => {
    const m = await payoutMerchant();
    const { cookie } = await newOperator(s, { merchant: m });
    await credit(m.merchantNo, 'USD', 10_000n, 'R-1');
    await postBatch(m.merchantNo, 'SB-20260301', [7_000n, 2_500n, -1_200n]);

    const statement = await s.api('GET', '/wallet/balance/view?currency=USD', { cookie });
    expect(statement.body.data.content.map((e: { reference: string; batchSize: number }) => [e.reference, e.batchSize])).toEqual([
      ['SB-20260301', 3],
      ['SB-20260301', 3],
      ['SB-20260301', 3],
      ['R-1', 1],
    ]);

    const batch = await s.api('GET', '/wallet/balance/batch/view?currency=USD&reference=SB-20260301&size=2', { cookie });
    expect(batch.status).toBe(200);
    expect(batch.body.data).toMatchObject({
      currency: 'USD',
      reference: 'SB-20260301',
      count: 3,
      credits: '95.00',
      debits: '-12.00',
      net: '83.00',
      total: 3,
      page: 1,
      size: 2,
    });
    expect(batch.body.data.content.map((e: { amount: string; balance: string }) => [e.amount, e.balance])).toEqual([
      ['-12.00', '183.00'],
      ['25.00', '195.00'],
    ]);
    expect(batch.body.data.firstTime).toBe(s.clock.now.toISOString());

    expect((await s.api('GET', '/wallet/balance/batch/view?currency=USD&reference=NOPE', { cookie })).status).toBe(404);
    const { cookie: other } = await newOperator(s, { merchant: await payoutMerchant() });
    expect((await s.api('GET', '/wallet/balance/batch/view?currency=USD&reference=SB-20260301', { cookie: other })).status).toBe(404);
    const { problems } = await ledger.verifyLedger(s.deps.db);
    expect(problems).toEqual([]);
  });
});

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SUCCESS_CODE } from '@crossbill/contracts/codes';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { waitForExport } from '../../../test/exports.ts';
import { subscriptionSetup } from '../../../test/subscriptions.ts';
import { createRole } from '../access/service.ts';

// the download job builds the file in this process
const s = useTestServer({});

/** The first sheet's cells as written: numbers stay numbers, text stays text. */
async function exportedCells(cookie: string, id: number): Promise<unknown[][]> {
  const task = await waitForExport(s, cookie, id);
  expect(task.fileStatus).toBe('GS');
  const res = await s.app.inject({ method: 'GET', url: `/api/downloadFile/download/${id}`, headers: { cookie, 'ow-source': 'merchant', 'ow-version': '1' } });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0]!.eachRow((r) => out.push(Array.from({ length: 21 }, (_, i) => r.getCell(i + 1).value ?? null)));
  return out;
}

describe('subscription export', () => {
  it('writes the filtered subscriptions to the download center: text escaped as text, amounts as numbers', async () => {
    const t = await subscriptionSetup(s);
    const tricky = await t.created({
      customer: { customerId: 'CUS-7', name: '=HYPERLINK("http://evil.example")', email: 'eve@example.com' },
      productName: 'Pro <plan> & "co"',
      price: '12.34',
      quantity: 3,
      frequencyUnit: 'month',
      frequencyCount: 2,
      billingCycles: 12,
    });
    const yen = await t.created({ currency: 'JPY', price: '300', frequencyUnit: 'day' });
    const exportOf = async (body: Record<string, unknown>) => {
      const r = await t.portal('POST', '/subscription/export', body);
      expect(r.body.respCode, r.body.respMsg).toBe(SUCCESS_CODE);
      return { task: r.body.data as { id: number; fileName: string }, cells: await exportedCells(t.op.cookie, r.body.data.id) };
    };

    const all = await exportOf({});
    expect(all.task.fileName).toMatch(/^Subscriptions-\d{8}-\d{6}\.xlsx$/);
    expect(all.cells[0]!.slice(0, 12)).toEqual([
      'Subscription ID',
      'Merchant No.',
      'Contract number',
      'Customer',
      'Customer e-mail',
      'Customer ID',
      'Product',
      'Price',
      'Quantity',
      'Amount per cycle',
      'Currency',
      'Frequency',
    ]);
    // newest first, like the list
    expect(all.cells.slice(1).map((r) => r[0])).toEqual([yen, tricky]);
    const row = all.cells[2]!;
    expect(row.slice(0, 12)).toEqual([
      tricky,
      t.merchantNo,
      expect.stringMatching(/^C-/),
      // a text that a spreadsheet would run as a formula is written quoted (the xlsx writer's guard)
      `'=HYPERLINK("http://evil.example")`,
      'eve@example.com',
      'CUS-7',
      'Pro <plan> & "co"',
      12.34,
      3,
      37.02,
      'USD',
      'every 2 months',
    ]);
    expect(row.slice(12, 16)).toEqual(['1 / 12', 'automatic', 'active', null]);
    expect(row[17]).toBe('424242****4242');
    expect(row[16]).toBeInstanceOf(Date);
    expect(all.cells[1]!.slice(7, 12)).toEqual([300, 1, 300, 'JPY', 'every day']);

    // the list's filters
    const jpy = await exportOf({ currency: 'JPY' });
    expect(jpy.cells.slice(1).map((r) => r[0])).toEqual([yen]);
    expect((await exportOf({ customer: 'eve@' })).cells.slice(1).map((r) => r[0])).toEqual([tricky]);
    expect((await exportOf({ status: '3' })).cells).toHaveLength(1);
    const bad = await t.portal('POST', '/subscription/export', { nextBillingFrom: '2026-12-31T00:00:00.000Z', nextBillingTo: '2026-12-01T00:00:00.000Z' });
    expect(bad.status).toBe(422);
  });

  it('needs the export button code', async () => {
    const t = await subscriptionSetup(s);
    const viewer = await createRole(s.deps.db, { merchantNo: t.merchantNo, name: 'Viewer', resourceCodes: ['subscription:order'] });
    const { cookie } = await newOperator(s, { merchant: t.op.merchant, roleId: viewer.id });
    expect((await s.api('GET', '/subscription/list', { cookie })).status).toBe(200);
    expect((await s.api('POST', '/subscription/export', { cookie, body: {} })).status).toBe(403);
  });
});

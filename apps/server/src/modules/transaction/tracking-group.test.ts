// The upload details route lives in modules/imports; read across a group, it is tested here with tracking files.
import { describe, expect, it } from 'vitest';
import { MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { sheetRows, uploadFile, xlsxOf } from '../../../test/xlsx-upload.ts';
import { TRACKING_IMPORT } from './tracking.ts';
import * as imports from '../imports/service.ts';

const s = useTestServer();
const HEADER = ['Transaction ID', 'Tracking number', 'Carrier'];

/** A member's tracking file with one bad row (it has an error report). */
async function memberImport(member: Awaited<ReturnType<typeof newMerchant>>, fileName: string) {
  const op = await newOperator(s, { merchant: member });
  const id = (await (await paymentClient(s, member.merchantNo)).pay('4242424242424242')).body.data.transactionId as string;
  const up = await uploadFile(s, '/transaction/tracking/batch/upload', op.cookie, await xlsxOf(HEADER, [[id, 'bad number!', 'UPS']]), fileName);
  await imports.parseImport(s.deps.db, s.deps.files, TRACKING_IMPORT, up.body.data.id, () => s.clock.now);
  return up.body.data.id as number;
}

describe('upload details across a group', () => {
  it("lets a group read its members' imports and their reports under /blocMer, and nothing of outsiders", async () => {
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const m1 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const m2 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const i1 = await memberImport(m1, 'member-one.xlsx');
    const i2 = await memberImport(m2, 'member-two.xlsx');
    await memberImport(await newMerchant(s), 'outsider.xlsx');

    const { cookie } = await newOperator(s, { merchant: group });
    const bloc = await s.api('GET', '/blocMer/upload/list', { cookie });
    expect(bloc.status).toBe(200);
    const rows = bloc.body.data.content as Array<{ fileName: string; merchantNo: string; reportUrl: string }>;
    expect(rows.map((r) => [r.fileName, r.merchantNo]).sort()).toEqual([
      ['member-one.xlsx', m1.merchantNo],
      ['member-two.xlsx', m2.merchantNo],
    ]);
    // the report link stays under the family the list was read through, and it opens there
    expect(rows.find((r) => r.merchantNo === m1.merchantNo)!.reportUrl).toBe(`/api/blocMer/transaction/tracking/batch/report?id=${i1}`);
    const report = await sheetRows(s, `/blocMer/transaction/tracking/batch/report?id=${i2}`, cookie);
    expect(report.map((r) => r[0])).toEqual(['Row', '2']);
    expect((await s.api('GET', `/blocMer/transaction/tracking/batch/detail?id=${i1}`, { cookie })).body.data.fileName).toBe('member-one.xlsx');

    // under its own path the group holds no files of its own; a member cannot read the group's family
    expect((await s.api('GET', '/upload/list', { cookie })).body.data.total).toBe(0);
    expect((await s.api('GET', `/transaction/tracking/batch/report?id=${i1}`, { cookie })).status).toBe(404);
    const member = await newOperator(s, { merchant: m1 });
    expect((await s.api('GET', '/blocMer/upload/list', { cookie: member.cookie })).status).toBe(403);
    const own = await s.api('GET', '/upload/list', { cookie: member.cookie });
    expect(own.body.data.content.map((r: { fileName: string; reportUrl: string }) => [r.fileName, r.reportUrl])).toEqual([
      ['member-one.xlsx', `/api/transaction/tracking/batch/report?id=${i1}`],
    ]);
  });
});

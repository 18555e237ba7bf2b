import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/harness.ts';
import { newOperator } from '../../test/fixtures.ts';
import { seedDemoDeclarations } from './demo-declarations.ts';

describe('demo declarations', () => {
  it('files declarations in every state through the service, answered by the sandbox customs at their time', async () => {
    const s = await createTestServer({}, { work: false });
    try {
      const op = await newOperator(s);
      await seedDemoDeclarations(s.deps, { merchantNo: op.merchant.merchantNo, user: { id: op.user.id, name: op.email } });
      const rows = (await s.api('GET', '/declaration/list?page=1&size=50', { cookie: op.cookie })).body.data.content as Array<Record<string, unknown>>;
      expect(rows.map((r) => [r.customsCode, r.subOrderNo, r.amount, r.status, r.rejectCode])).toEqual([
        ['ZHENGZHOU', '', '199.00', 'submitted', null],
        ['HANGZHOU_ZONGSHU', '', '88.00', 'to_be_submitted', null],
        ['GUANGZHOU', 'SUB-2', '240.00', 'accepted', null],
        ['HANGZHOU_ZONGSHU', 'SUB-1', '320.00', 'accepted', null],
        ['NINGBO', '', '1299.00', 'rejected', 'PAYER_IDENTITY_MISMATCH'],
        ['HANGZHOU_ZONGSHU', '', '368.00', 'accepted', null],
      ]);
    } finally {
      await s.close();
    }
  });
});

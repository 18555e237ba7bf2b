import { describe, expect, it } from 'vitest';
import { newMerchant, newOperator, useTestServer } from '../../test/fixtures.ts';
import { runOps } from './ops.ts';

const s = useTestServer();

describe('ops: contracting-party change', () => {
  it('novation request makes the portal ask the merchant, and refuses an unknown merchant', async () => {
    const merchant = await newMerchant(s);
    const lines: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };

    const code = await runOps(['novation', 'request', '--merchant', merchant.merchantNo, '--version', '2027.1', '--entity', 'Crossbill Europe B.V.'], env);
    expect(code).toBe(0);
    const { cookie } = await newOperator(s, { merchant });
    const me = await s.api('GET', '/merLogin/getUserInformation', { cookie });
    expect(me.body.data.businessTypesInfo.showNovationPopup).toBe(true);
    const pending = await s.api('GET', '/merchant/Novation/current', { cookie });
    expect(pending.body.data).toMatchObject({ contractVersion: '2027.1', newEntity: 'Crossbill Europe B.V.' });

    expect(await runOps(['novation', 'request', '--merchant', 'M0000000000', '--version', '1', '--entity', 'X'], env)).toBe(1);
    expect(await runOps(['novation', 'request', '--merchant', merchant.merchantNo], env)).toBe(64);
  });
});

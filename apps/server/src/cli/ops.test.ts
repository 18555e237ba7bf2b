import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import { createTestServer, type TestServer } from '../../test/harness.ts';
import { createUser } from '../modules/identity/service.ts';
import { createMerchant } from '../modules/merchant/service.ts';
import { addOperator } from '../modules/access/service.ts';
import { runOps } from './ops.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

describe('ops: contracting-party change', () => {
  it('novation request makes the portal ask the merchant, and refuses an unknown merchant', async () => {
    const m = await createMerchant(s.deps.db, {
      name: 'Ops Novation Ltd',
      merchantType: MerchantType.ACQUIRING,
      businessType: BusinessType.ACQUIRING,
      businessTypes: 'acquiring',
      status: MerchantStatus.ACTIVE,
    });
    const email = `ops-${crypto.randomUUID()}@test.dev`;
    const user = await createUser(s.deps.db, { email, name: 'Ops', password: 'Crossbill@2026' });
    await addOperator(s.deps.db, { userId: user.id, merchantNo: m.merchantNo, roleId: m.adminRoleId, isDefault: true });
    const lines: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };

    const code = await runOps(['novation', 'request', '--merchant', m.merchantNo, '--version', '2027.1', '--entity', 'Crossbill Europe B.V.'], env);
    expect(code).toBe(0);
    const cookie = (await s.api('POST', '/merLogin/doLogin', { body: { email, password: 'Crossbill@2026' } })).setCookie!;
    const me = await s.api('GET', '/merLogin/getUserInformation', { cookie });
    expect(me.body.data.businessTypesInfo.showNovationPopup).toBe(true);
    const pending = await s.api('GET', '/merchant/Novation/current', { cookie });
    expect(pending.body.data).toMatchObject({ contractVersion: '2027.1', newEntity: 'Crossbill Europe B.V.' });

    expect(await runOps(['novation', 'request', '--merchant', 'M0000000000', '--version', '1', '--entity', 'X'], env)).toBe(1);
    expect(await runOps(['novation', 'request', '--merchant', m.merchantNo], env)).toBe(64);
  });
});

import { describe, expect, it } from 'vitest';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';

// sandbox off: outbound calls may not reach the provider's own network (DESIGN.md section 9)
const s = useTestServer({ SANDBOX: 'false' }, { work: false });

describe('SFTP destinations outside sandbox', () => {
  it('refuses a loopback or private host on the host field, in the operator language', async () => {
    const op = await newOperator(s);
    const body = { port: 22, username: 'reports', authKind: 'password', secret: 'x', folder: '', reports: ['transactions'] };
    for (const host of ['127.0.0.1', '10.1.2.3', 'localhost']) {
      const r = await s.api('POST', '/developer/sftp/save', { cookie: op.cookie, body: { ...body, host } });
      expect(r.status).toBe(422);
      expect(r.body.data.fieldErrors).toEqual([expect.objectContaining({ field: 'host' })]);
      expect(r.body.respMsg).toContain(host);
    }
    expect((await s.api('GET', '/developer/sftp/list', { cookie: op.cookie })).body.data).toEqual([]);
  });
});

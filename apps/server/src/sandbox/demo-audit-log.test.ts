import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/harness.ts';
import { signIn } from '../../test/fixtures.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoIfEmpty } from './demo-seed.ts';

describe('demo audit log', () => {
  it("shows the demo merchant's entries, each by its label, and the retention the demo operator chose", async () => {
    const s = await createTestServer();
    try {
      expect(await seedDemoIfEmpty(s.deps)).toBe(true);
      const { cookie } = await signIn(s, DEMO_EMAIL, { password: DEMO_PASSWORD });
      const list = await s.api('GET', '/account/auditLog/list?page=1&size=100', { cookie });
      const rows = list.body.data.content as Array<{ actionName: string; operatorEmail: string }>;
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.filter((r) => r.actionName === 'Other activity')).toEqual([]);
      const retention = await s.api('GET', '/account/auditLog/list?action=auditLog.retention', { cookie });
      expect(retention.body.data.content).toMatchObject([
        {
          operatorEmail: DEMO_EMAIL,
          ip: '203.0.113.10',
          device: 'Chrome 131 · Windows 10',
          changes: [{ field: 'Retention (days)', before: '365', after: '730' }],
        },
      ]);
      expect((await s.api('GET', '/account/auditLog/retention', { cookie })).body.data.days).toBe(730);
    } finally {
      await s.close();
    }
  });
});

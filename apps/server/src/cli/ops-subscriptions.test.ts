import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/fixtures.ts';
import { subscriptionSetup } from '../../test/subscriptions.ts';
import { runOps } from './ops.ts';

const s = useTestServer({}, { work: false });

describe('ops: subscriptions bill', () => {
  it("charges a merchant's due cycles once, however often it runs", async () => {
    // the command reads the wall clock: sold 90 minutes ago on an hourly plan, cycle 2 is due, cycle 3 in half an hour
    s.clock.now = new Date(Date.now() - 90 * 60_000);
    const t = await subscriptionSetup(s);
    const id = await t.created({ frequencyUnit: 'hour' });
    const lines: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    expect(await runOps(['subscriptions', 'bill', '--merchant', t.merchantNo], env)).toBe(0);
    expect(lines.at(-1)).toBe('Billing run: 1 subscription had something due.');
    expect(await runOps(['subscriptions', 'bill', '--merchant', t.merchantNo], env)).toBe(0);
    expect(lines.at(-1)).toBe('Billing run: 0 subscriptions had something due.');
    expect((await t.detail(id)).cycles.map((c: { cycleNo: number; outcome: string }) => `${c.cycleNo} ${c.outcome}`)).toEqual(['1 paid', '2 paid']);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/fixtures.ts';
import { dividendSetup } from '../modules/dividend/test-kit.ts';
import { runOps } from './ops.ts';

const s = useTestServer({}, { work: false });

describe('ops: dividend', () => {
  it("raises a receiver's maximum share (a share the default refused then goes through) and refuses a bad percentage", async () => {
    const k = await dividendSetup(s);
    const lines: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    const split = () => k.c.pay('4242424242424242', { amount: '100.00', splits: [{ receiverId: k.memberId, amount: '45.00' }] });
    expect((await split()).body.data?.fieldErrors?.[0]?.field).toBe('splits.0.amount');

    await expect(runOps(['dividend', 'max-share', '--receiver', String(k.memberId), '--percent', '100.5'], env)).rejects.toThrow('--percent');
    expect(await runOps(['dividend', 'max-share', '--receiver', String(k.memberId), '--percent', '50'], env)).toBe(0);
    expect(lines.at(-1)).toBe('Receiver ' + k.memberId + ' (Partner B): maximum share 50.00 % of a payment.');
    expect((await split()).body.respCode).toBe('20000');
    expect((await k.get('/dividend/receiver/list')).body.data.find((r: { id: number }) => r.id === k.memberId).maxShareBp).toBe(5000);
  });
});

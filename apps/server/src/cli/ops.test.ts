import { describe, expect, it } from 'vitest';
import { newMerchant, newOperator, useTestServer } from '../../test/fixtures.ts';
import { runOps } from './ops.ts';
import { clockOffset, sharedClock } from '../sandbox/clock.ts';

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

describe('ops: the sandbox clock', () => {
  it('moves the shared clock ahead, refuses the past and a bad duration, and puts it back', async () => {
    const lines: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    expect(await runOps(['sandbox', 'clock', '--advance', '25h'], env)).toBe(0);
    expect(await clockOffset(s.deps.db)).toBe(25 * 3_600_000);
    expect(lines.at(-1)).toMatch(/^Sandbox time: .+ \(90000 s ahead of the system clock\)\.$/);
    expect(await runOps(['sandbox', 'clock', '--set', '2020-01-01T00:00:00Z'], env)).toBe(1);
    expect(lines.at(-1)).toBe('The sandbox clock only runs ahead: give an ISO instant in the future, such as 2026-12-01T02:00:00Z');
    expect(await runOps(['sandbox', 'clock', '--advance', '3 weeks'], env)).toBe(1);
    expect(await clockOffset(s.deps.db)).toBe(25 * 3_600_000);
    // a process that reads it (as servers and workers do) runs a day and an hour ahead
    const fresh = await sharedClock(s.deps.db, 60_000);
    expect(fresh.now().getTime() - Date.now()).toBeGreaterThan(25 * 3_600_000 - 5_000);
    fresh.stop();
    expect(await runOps(['sandbox', 'clock', '--reset'], env)).toBe(0);
    expect(await clockOffset(s.deps.db)).toBe(0);
  });
});

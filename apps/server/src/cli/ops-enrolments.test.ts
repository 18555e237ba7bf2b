import { describe, expect, it } from 'vitest';
import { newOperator, useTestServer } from '../../test/fixtures.ts';
import { runOps } from './ops.ts';

const s = useTestServer({}, { work: false });

describe('ops: the enrolment desk', () => {
  it('advances a submitted enrolment to enrolled, fails another, refuses a move the state does not have, lists', async () => {
    const op = await newOperator(s);
    const save = async (merchantIdentifier: string) => {
      const r = await s.api('POST', '/risk/alert-enrolment/save', {
        cookie: op.cookie,
        body: { merchantIdentifier, ethocaMerchantId: 'ETH-1', pricingTier: 'standard', descriptors: ['CB*OPS'], submit: true },
      });
      expect(r.body.respCode, r.body.respMsg).toBe('20000');
      return r.body.data.enrolmentId as string;
    };
    const a = await save('OPS-A');
    const b = await save('OPS-B');
    const lines: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };

    expect(await runOps(['enrolments', 'advance', '--id', a], env)).toBe(0);
    expect(lines.at(-1)).toBe(`Enrolment ${a}: enrolling.`);
    expect(await runOps(['enrolments', 'advance', '--id', a, '--note', 'Issuer confirmed'], env)).toBe(0);
    expect(lines.at(-1)).toBe(`Enrolment ${a}: enrolled.`);
    // enrolled: only the merchant's close moves it
    expect(await runOps(['enrolments', 'advance', '--id', a], env)).toBe(1);
    expect(await runOps(['enrolments', 'fail', '--id', b, '--reason', 'Unknown descriptor'], env)).toBe(0);
    expect(lines.at(-1)).toBe(`Enrolment ${b}: activation_failed (Unknown descriptor).`);
    expect(await runOps(['enrolments', 'fail', '--id', b, '--reason', 'again'], env)).toBe(1);
    expect(await runOps(['enrolments', 'list', '--status', 'enrolled', '--kind', 'alerts'], env)).toBe(0);
    expect(lines.some((l) => l.startsWith(a) && l.includes('enrolled'))).toBe(true);
    await expect(runOps(['enrolments', 'list', '--status', 'maybe'], env)).rejects.toThrow('--status');
    const d = (await s.api('GET', `/risk/alert-enrolment/detail?enrolmentId=${a}`, { cookie: op.cookie })).body.data;
    expect(d.timeline.at(-1)).toMatchObject({ actor: 'ops', to: 'enrolled', note: 'Issuer confirmed' });
  });
});

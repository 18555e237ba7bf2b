import { describe, expect, it } from 'vitest';
import { declarationSetup } from '../../test/declarations.ts';
import { useTestServer } from '../../test/fixtures.ts';
import { runOps } from './ops.ts';

const s = useTestServer({}, { work: false });

describe('ops: declarations', () => {
  it('lists a merchant’s declarations and answers a submitted one for the customs; an answered one is not answered again', async () => {
    const t = await declarationSetup(s);
    const a = await t.added(t.form(await t.pay()));
    const b = await t.added(t.form(await t.pay()));
    const lines: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };

    expect(await runOps(['declarations', 'list', '--merchant', t.merchantNo, '--status', 'submitted'], env)).toBe(0);
    expect(lines.at(-1)).toBe('2 declarations.');
    expect(lines.some((l) => l.startsWith(a.declarationId) && l.includes('HANGZHOU_ZONGSHU  100.00 CNY  submitted'))).toBe(true);

    expect(await runOps(['declarations', 'answer', '--merchant', t.merchantNo, '--declaration', a.declarationId, '--accept'], env)).toBe(0);
    expect(lines.at(-1)).toMatch(new RegExp(`^Declaration ${a.declarationId}: accepted, receipt CR\\d+\\.$`));
    const rejectArgs = [
      'declarations',
      'answer',
      '--merchant',
      t.merchantNo,
      '--declaration',
      b.declarationId,
      '--reject',
      'other',
      '--message',
      'Order not found at the customs',
    ];
    expect(await runOps(rejectArgs, env)).toBe(0);
    expect((await t.detail(b.declarationId)).data).toMatchObject({ status: 'rejected', rejectCode: 'OTHER', rejectMessage: 'Order not found at the customs' });
    expect(await runOps(rejectArgs, env)).not.toBe(0);
    expect(await runOps(['declarations', 'answer', '--merchant', t.merchantNo, '--declaration', b.declarationId], env)).not.toBe(0);
  });
});

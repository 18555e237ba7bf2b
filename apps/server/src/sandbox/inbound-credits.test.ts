import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { fundingReference } from '@crossbill/contracts/add-funds';
import { BusinessLine, BusinessType, MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../test/fixtures.ts';
import { createTestServer } from '../../test/harness.ts';
import { runOps } from '../cli/ops.ts';
import { verifyLedger } from '../modules/ledger/service.ts';
import { balanceList } from '../modules/wallet/service.ts';
import { CREDIT_JOB, CREDIT_SWEEP_JOB, sandboxJobs } from './inbound-credits.ts';

const s = useTestServer();

const payoutMerchant = () =>
  newMerchant(s, {
    businessType: BusinessType.AGGREGATE,
    businessTypes: `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`,
    isAggregate: true,
    merchantType: MerchantType.ACQUIRING,
  });
const available = async (merchantNo: string) =>
  Object.fromEntries((await balanceList(s.deps.db, [merchantNo], { operatorId: null })).map((b) => [b.currency, b.available]));
const run = (name: string) =>
  sandboxJobs(s.deps)
    .find((j) => j.name === name)!
    .handler({});

describe('add funds', () => {
  it('shows the collection accounts and the merchant’s own reference', async () => {
    const m = await payoutMerchant();
    const { cookie } = await newOperator(s, { merchant: m });
    const res = await s.api('GET', '/wallet/addFunds/instructions', { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ reference: fundingReference(m.merchantNo), arrivalDays: '1-2', sandbox: true, sandboxDelaySeconds: 60 });
    expect(res.body.data.accounts.map((a: { currency: string }) => a.currency)).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'HKD', 'CNH']));
  });

  it('books a simulated transfer after the delay, once, and replays the same key', async () => {
    const m = await payoutMerchant();
    const { cookie } = await newOperator(s, { merchant: m });
    const key = crypto.randomUUID();
    const send = () => s.api('POST', '/sandbox/inbound-credit', { cookie, body: { currency: 'USD', amount: '250.00' }, headers: { 'idempotency-key': key } });
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ currency: 'USD', amount: '250.00', dueAt: new Date(s.clock.now.getTime() + 60_000).toISOString() });
    expect(first.body.data.reference.startsWith(fundingReference(m.merchantNo))).toBe(true);
    expect((await send()).body.data).toEqual(first.body.data);

    await run(CREDIT_JOB);
    expect(await available(m.merchantNo)).toEqual({});
    s.clock.advance(60_000);
    await run(CREDIT_JOB);
    await run(CREDIT_SWEEP_JOB);
    expect(await available(m.merchantNo)).toEqual({ USD: '250.00' });

    const bad = await s.api('POST', '/sandbox/inbound-credit', {
      cookie,
      body: { currency: 'JPY', amount: '1.5' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(bad.body.respMsg).toBe('Amount: This currency takes whole numbers only');
    expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
  });

  it('schedules from the ops CLI; the server books it when due', async () => {
    const m = await payoutMerchant();
    const out: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    const ref = fundingReference(m.merchantNo);
    const credit = (bankId: string) =>
      runOps(['sandbox', 'credit', '--merchant', m.merchantNo, '--currency', 'EUR', '--amount', '99.90', '--bank-transaction-id', bankId, '--delay', '0'], env);
    expect(await credit('BANK-1')).toBe(0);
    expect(out.at(-1)).toMatch(new RegExp(`Scheduled 99.90 EUR .* \\(bank transaction BANK-1, reference ${ref}\\)`));
    // the same bank transaction again is refused; another one with the same payer reference is a second transfer
    expect(await credit('BANK-1')).toBe(1);
    expect(await credit('BANK-2')).toBe(0);
    expect(await runOps(['sandbox', 'credit', '--merchant', m.merchantNo, '--currency', 'EUR', '--amount', '1.00', '--reference', ref], env)).toBe(64);
    await run(CREDIT_SWEEP_JOB);
    await run(CREDIT_SWEEP_JOB);
    expect(await available(m.merchantNo)).toEqual({ EUR: '199.80' });
  });

  it('refuses the scenario when the server is not in sandbox mode', async () => {
    const live = await createTestServer({ SANDBOX: 'false' });
    try {
      const m = await newMerchant(live);
      const { cookie } = await newOperator(live, { merchant: m });
      const res = await live.api('POST', '/sandbox/inbound-credit', {
        cookie,
        body: { currency: 'USD', amount: '1.00' },
        headers: { 'idempotency-key': 'k-1' },
      });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ respCode: Codes.SANDBOX_DISABLED.code, respMsg: 'Sandbox scenarios are not available on this server.' });
      expect((await live.api('GET', '/wallet/addFunds/instructions', { cookie })).body.data.sandbox).toBe(false);
    } finally {
      await live.close();
    }
  });
});

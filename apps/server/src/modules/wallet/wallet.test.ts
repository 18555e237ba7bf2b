import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { fundingReference } from '@crossbill/contracts/add-funds';
import { BusinessLine, BusinessType, MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import type { Tx } from '../../platform/db/client.ts';
import { createRole } from '../access/service.ts';
import { payoutPostings, post, verifyLedger } from '../ledger/service.ts';
import { runOps } from '../../cli/ops.ts';
import { balanceList, bookInboundCredit, openCurrency } from './service.ts';

const s = useTestServer();

const payoutMerchant = () =>
  newMerchant(s, {
    businessType: BusinessType.AGGREGATE,
    businessTypes: `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`,
    isAggregate: true,
    merchantType: MerchantType.ACQUIRING,
  });

const credit = (merchantNo: string, currency: string, amount: bigint, reference = `ref-${crypto.randomUUID()}`) =>
  bookInboundCredit(s.deps.db, { merchantNo, currency, amount, bankTransactionId: reference, at: s.clock.now });

async function expectClean() {
  const { problems } = await verifyLedger(s.deps.db);
  expect(problems).toEqual([]);
}

describe('wallet balances', () => {
  it('lists amounts and totals per currency, sorted, formatted by exponent; another merchant’s are invisible', async () => {
    const m = await payoutMerchant();
    const other = await payoutMerchant();
    const { cookie } = await newOperator(s, { merchant: m });
    await credit(m.merchantNo, 'USD', 12_345_67n);
    await credit(m.merchantNo, 'USD', 100n);
    await credit(m.merchantNo, 'JPY', 5000n);
    await openCurrency(s.deps.db, m.merchantNo, 'CNH');
    await credit(other.merchantNo, 'EUR', 999n);

    const res = await s.api('GET', '/wallet/balance/list', { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { currency: 'CNH', available: '0.00', toBeSettled: '0.00', frozen: '0.00', margin: '0.00', owed: '0.00', total: '0.00', hidden: false },
      { currency: 'JPY', available: '5000', toBeSettled: '0', frozen: '0', margin: '0', owed: '0', total: '5000', hidden: false },
      { currency: 'USD', available: '12346.67', toBeSettled: '0.00', frozen: '0.00', margin: '0.00', owed: '0.00', total: '12346.67', hidden: false },
    ]);
    expect((await balanceList(s.deps.db, [other.merchantNo], { operatorId: null })).map((b) => b.currency)).toEqual(['EUR']);
    await expectClean();
  });

  it('hides a currency only at a zero balance (spec 8) and reports it hidden', async () => {
    const m = await payoutMerchant();
    const { cookie } = await newOperator(s, { merchant: m });
    await credit(m.merchantNo, 'USD', 1000n);
    await openCurrency(s.deps.db, m.merchantNo, 'CNH');

    const refused = await s.api('POST', '/wallet/balance/display', { cookie, body: { currencies: ['CNH'] } });
    expect(refused.status).toBe(422);
    expect(refused.body.respCode).toBe(Codes.BALANCE_NOT_ZERO.code);
    expect(refused.body.respMsg).toBe('The currency balance is not zero, so it cannot be hidden.');
    expect(refused.body.data).toEqual({ currencies: ['USD'] });
    expect((await s.api('GET', '/wallet/balance/list', { cookie })).body.data.every((b: { hidden: boolean }) => !b.hidden)).toBe(true);

    const { cookie: zhCookie } = await newOperator(s, { merchant: m, language: 'zh-cn' });
    const zh = await s.api('POST', '/wallet/balance/display', { cookie: zhCookie, body: { currencies: [] } });
    expect(zh.body.respMsg).toBe('该币种余额不为零，不能隐藏。');

    const ok = await s.api('POST', '/wallet/balance/display', { cookie, body: { currencies: ['USD'] } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ displayCurrencies: ['USD'] });
    const list = await s.api('GET', '/wallet/balance/list', { cookie });
    expect(list.body.data.map((b: { currency: string; hidden: boolean }) => [b.currency, b.hidden])).toEqual([
      ['CNH', true],
      ['USD', false],
    ]);
    // shown again
    await s.api('POST', '/wallet/balance/display', { cookie, body: { currencies: ['USD', 'CNH'] } });
    expect((await s.api('GET', '/wallet/balance/list', { cookie })).body.data.every((b: { hidden: boolean }) => !b.hidden)).toBe(true);
  });

  it('never hides money: frozen money counts, a hidden currency that receives money shows again and stays unhideable (en, zh-cn)', async () => {
    const m = await payoutMerchant();
    const { cookie } = await newOperator(s, { merchant: m });
    await openCurrency(s.deps.db, m.merchantNo, 'CNH');
    expect((await s.api('POST', '/wallet/balance/display', { cookie, body: { currencies: [] } })).status).toBe(200);
    expect((await s.api('GET', '/wallet/balance/list', { cookie })).body.data).toMatchObject([{ currency: 'CNH', hidden: true }]);

    // money arrives on the hidden currency: it is shown, and cannot be hidden again
    await credit(m.merchantNo, 'CNH', 5_00n);
    expect((await s.api('GET', '/wallet/balance/list', { cookie })).body.data).toMatchObject([{ currency: 'CNH', total: '5.00', hidden: false }]);
    const refused = await s.api('POST', '/wallet/balance/display', { cookie, body: { currencies: [] } });
    expect(refused.body).toMatchObject({
      respCode: Codes.BALANCE_NOT_ZERO.code,
      respMsg: 'The currency balance is not zero, so it cannot be hidden.',
      data: { currencies: ['CNH'] },
    });

    // all of it frozen (nothing available): still money
    await s.deps.db.transaction((tx) =>
      post(tx as unknown as Tx, {
        kind: 'test.freeze',
        reference: 'freeze',
        merchantNo: m.merchantNo,
        at: s.clock.now,
        postings: payoutPostings.freeze(m.merchantNo, 'CNH', 5_00n),
      }),
    );
    const { cookie: zh } = await newOperator(s, { merchant: m, language: 'zh-cn' });
    const frozen = await s.api('POST', '/wallet/balance/display', { cookie: zh, body: { currencies: [] } });
    expect(frozen.body).toMatchObject({ respCode: Codes.BALANCE_NOT_ZERO.code, respMsg: '该币种余额不为零，不能隐藏。', data: { currencies: ['CNH'] } });
    expect((await s.api('GET', '/wallet/balance/list', { cookie: zh })).body.data).toMatchObject([
      { currency: 'CNH', available: '0.00', frozen: '5.00', hidden: false },
    ]);

    // and the profile preferences are no back door
    expect((await s.api('POST', '/merchant/profile/update', { cookie, body: { displayCurrencies: [] } })).body.respCode).toBe(Codes.VALIDATION.code);
    await expectClean();
  });

  it('refuses an operator whose role lacks the codes', async () => {
    const m = await payoutMerchant();
    const role = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Viewer', resourceCodes: ['index'] });
    const { cookie } = await newOperator(s, { merchant: m, roleId: role.id });
    expect((await s.api('GET', '/wallet/balance/list', { cookie })).status).toBe(403);
    expect((await s.api('GET', '/wallet/balance/view?currency=USD', { cookie })).status).toBe(403);
    expect((await s.api('POST', '/wallet/balance/display', { cookie, body: { currencies: [] } })).status).toBe(403);

    const viewer = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Balances', resourceCodes: ['wallet', 'wallet:balance'] });
    const { cookie: viewerCookie } = await newOperator(s, { merchant: m, roleId: viewer.id });
    expect((await s.api('GET', '/wallet/balance/list', { cookie: viewerCookie })).status).toBe(200);
    const hide = await s.api('POST', '/wallet/balance/display', { cookie: viewerCookie, body: { currencies: [] } });
    expect(hide.status).toBe(403);
    expect(hide.body.respCode).toBe(Codes.FORBIDDEN.code);
  });
});

describe('wallet statement', () => {
  it('lists entries newest first with the running balance, pages, filters by date and kind', async () => {
    const m = await payoutMerchant();
    const { cookie } = await newOperator(s, { merchant: m });
    const start = s.clock.now;
    await credit(m.merchantNo, 'USD', 10_000n, 'R-1');
    s.clock.advance(60_000);
    await credit(m.merchantNo, 'USD', 2_550n, 'R-2');
    s.clock.advance(60_000);
    await credit(m.merchantNo, 'USD', 1n, 'R-3');
    await credit(m.merchantNo, 'EUR', 700n, 'R-EUR');

    const view = await s.api('GET', '/wallet/balance/view?currency=USD&page=1&size=10', { cookie });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ currency: 'USD', total: 3, page: 1, size: 10 });
    expect(
      view.body.data.content.map((e: { reference: string; amount: string; balance: string; kind: string; kindLabel: string }) => [
        e.reference,
        e.amount,
        e.balance,
        e.kind,
        e.kindLabel,
      ]),
    ).toEqual([
      ['R-3', '0.01', '125.51', 'wallet.inbound_credit', 'Funds added'],
      ['R-2', '25.50', '125.50', 'wallet.inbound_credit', 'Funds added'],
      ['R-1', '100.00', '100.00', 'wallet.inbound_credit', 'Funds added'],
    ]);
    const page2 = await s.api('GET', '/wallet/balance/view?currency=USD&page=2&size=2', { cookie });
    expect(page2.body.data.content.map((e: { reference: string; balance: string }) => [e.reference, e.balance])).toEqual([['R-1', '100.00']]);
    expect(page2.body.data.total).toBe(3);

    const { cookie: zhCookie } = await newOperator(s, { merchant: m, language: 'zh-cn' });
    const zh = await s.api('GET', '/wallet/balance/view?currency=USD&size=1', { cookie: zhCookie });
    expect(zh.body.data.content[0].kindLabel).toBe('充值入账');

    const ranged = `beginTime=${encodeURIComponent(new Date(start.getTime() + 30_000).toISOString())}&endTime=${encodeURIComponent(new Date(start.getTime() + 90_000).toISOString())}`;
    const inRange = await s.api('GET', `/wallet/balance/view?currency=USD&${ranged}`, { cookie });
    expect(inRange.body.data.content.map((e: { reference: string; balance: string }) => [e.reference, e.balance])).toEqual([['R-2', '125.50']]);
    expect((await s.api('GET', '/wallet/balance/view?currency=USD&preset=today', { cookie })).body.data.total).toBe(3);
    expect((await s.api('GET', '/wallet/balance/view?currency=USD&kind=transfer.payout', { cookie })).body.data.total).toBe(0);
    expect((await s.api('GET', '/wallet/balance/view?currency=GBP', { cookie })).body.data).toMatchObject({ total: 0, content: [] });

    // another merchant's statement of the same currency shows nothing of this one
    const { cookie: otherCookie } = await newOperator(s, { merchant: await payoutMerchant() });
    expect((await s.api('GET', '/wallet/balance/view?currency=USD', { cookie: otherCookie })).body.data.total).toBe(0);
    await expectClean();
  });
});

describe('inbound credit', () => {
  it('is idempotent by reference, refuses bad input, and runs from the ops CLI', async () => {
    const m = await payoutMerchant();
    const first = await credit(m.merchantNo, 'GBP', 500n, 'SAME');
    const again = await credit(m.merchantNo, 'GBP', 500n, 'SAME');
    expect(again).toEqual({ entryId: first.entryId, created: false });
    const [a, b] = await Promise.all([credit(m.merchantNo, 'GBP', 1n, 'RACE'), credit(m.merchantNo, 'GBP', 1n, 'RACE')]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect((await balanceList(s.deps.db, [m.merchantNo], { operatorId: null }))[0]).toMatchObject({ currency: 'GBP', available: '5.01' });
    await expect(credit(m.merchantNo, 'GBP', 0n)).rejects.toMatchObject({ info: Codes.BAD_REQUEST });
    await expect(credit(m.merchantNo, 'XYZ', 1n)).rejects.toMatchObject({ info: Codes.BAD_REQUEST });
    await expect(credit('M-NOPE', 'GBP', 1n)).rejects.toMatchObject({ info: Codes.NOT_FOUND });

    const out: string[] = [];
    const err: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    const cli = (bankId: string | null, ...more: string[]) =>
      runOps(
        [
          'wallet',
          'credit',
          '--merchant',
          m.merchantNo,
          '--currency',
          'USD',
          '--amount',
          '1000.00',
          ...(bankId ? ['--bank-transaction-id', bankId] : []),
          ...more,
        ],
        env,
      );
    expect(await cli('BANK-1', '--reference', fundingReference(m.merchantNo))).toBe(0);
    expect(out.at(-1)).toMatch(/Credited 1000.00 USD/);
    // the same bank transaction again: nothing; another one with the same payer reference: a second credit
    expect(await cli('BANK-1', '--reference', fundingReference(m.merchantNo))).toBe(0);
    expect(out.at(-1)).toMatch(/already booked/);
    expect(await cli('BANK-2', '--reference', fundingReference(m.merchantNo))).toBe(0);
    expect(out.at(-1)).toMatch(/Credited 1000.00 USD/);
    expect(
      await runOps(['wallet', 'credit', '--merchant', m.merchantNo, '--currency', 'USD', '--amount', '1.001', '--bank-transaction-id', 'BANK-3'], env),
    ).toBe(1);
    expect(await cli(null)).toBe(64);
    const usd = (await balanceList(s.deps.db, [m.merchantNo], { operatorId: null })).find((r) => r.currency === 'USD');
    expect(usd?.available).toBe('2000.00');
    await expectClean();
  });
});

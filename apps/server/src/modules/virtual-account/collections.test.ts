import { describe, expect, it } from 'vitest';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { balanceList } from '../wallet/service.ts';
import { runOps } from '../../cli/ops.ts';
import { receiveTransfer } from './service.ts';
import { virtualAccountKit } from './test-kit.ts';

const s = useTestServer({ VIRTUAL_ACCOUNT_OPEN_SECONDS: '7200' });
const { payoutMerchant, application, activeAccount, expectClean } = virtualAccountKit(s);

describe('collections (recharge)', () => {
  it('credits the available balance through the ledger, once per bank transaction', async () => {
    const m = await payoutMerchant();
    const { cookie } = await newOperator(s, { merchant: m });
    const va = await activeAccount(cookie);
    const body = {
      virtualAccountId: va.id,
      amount: '1250.75',
      currency: 'USD',
      payerName: 'Globex Corp',
      payerAccount: '0012345678',
      reference: 'FT-2026-0001',
      bankTransactionId: 'BT-0001',
    };
    const first = await s.api('POST', '/sandbox/virtualAccount/credit', { cookie, body });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      created: true,
      transaction: {
        status: 'succeed',
        amount: '1250.75',
        currency: 'USD',
        payerName: 'Globex Corp',
        reference: 'FT-2026-0001',
        bankTransactionId: 'BT-0001',
        accountNumber: va.accountNumber,
        failReason: null,
      },
    });
    const again = await s.api('POST', '/sandbox/virtualAccount/credit', { cookie, body });
    expect(again.body.data.created).toBe(false);
    expect(again.body.data.transaction.transactionNo).toBe(first.body.data.transaction.transactionNo);

    const balances = await balanceList(s.deps.db, [m.merchantNo], { operatorId: null });
    expect(balances.find((b) => b.currency === 'USD')?.available).toBe('1250.75');
    const postings = await s.deps.database.query<{ bucket: string; amount: string; merchant_no: string | null }>(
      `select a.bucket, p.amount::text, a.merchant_no from ledger_postings p join ledger_accounts a on a.id = p.account_id join ledger_entries e on e.id = p.entry_id
        where e.kind = 'virtual_account.collection' and e.reference = $1 order by a.bucket`,
      [first.body.data.transaction.transactionNo],
    );
    expect(postings.rows).toEqual([
      { bucket: 'available', amount: '125075', merchant_no: m.merchantNo },
      { bucket: 'external_bank', amount: '-125075', merchant_no: null },
    ]);

    // the statement shows it with its label
    const statement = await s.api('GET', '/wallet/balance/view?currency=USD', { cookie });
    expect(statement.body.data.content[0]).toMatchObject({ kind: 'virtual_account.collection', kindLabel: 'Collection received', amount: '1250.75' });
    await expectClean();
  });

  it('returns a transfer to an account not yet open or in another currency (fail, no money moves)', async () => {
    const m = await payoutMerchant();
    const { cookie } = await newOperator(s, { merchant: m });
    const applying = (await s.api('POST', '/virtualAccount/apply', { cookie, body: application() })).body.data;
    const early = await receiveTransfer(s.deps.db, {
      account: { id: applying.id },
      amount: '5.00',
      currency: 'USD',
      payerName: 'Early Bird',
      payerAccount: '1',
      reference: 'E-1',
      bankTransactionId: 'BT-E-1',
      at: s.clock.now,
    });
    expect(early.transaction).toMatchObject({ status: 'fail', failReason: 'accountNotActive' });
    const va = await activeAccount(cookie);
    const wrong = await receiveTransfer(s.deps.db, {
      account: { id: va.id },
      amount: '5.00',
      currency: 'EUR',
      payerName: 'Euro Payer',
      payerAccount: '2',
      reference: 'W-1',
      bankTransactionId: 'BT-W-1',
      at: s.clock.now,
    });
    expect(wrong.transaction).toMatchObject({ status: 'fail', failReason: 'currencyMismatch' });
    expect(await balanceList(s.deps.db, [m.merchantNo], { operatorId: null })).toEqual([]);
    await expect(
      receiveTransfer(s.deps.db, {
        account: { id: va.id },
        amount: '0',
        currency: 'USD',
        payerName: 'Z',
        payerAccount: '3',
        reference: 'Z-1',
        bankTransactionId: 'BT-Z-1',
        at: s.clock.now,
      }),
    ).rejects.toMatchObject({ messageKey: 'virtualAccount.amountPositive' });
    await expect(
      receiveTransfer(s.deps.db, {
        account: { id: va.id },
        amount: '1.005',
        currency: 'USD',
        payerName: 'Z',
        payerAccount: '3',
        reference: 'Z-2',
        bankTransactionId: 'BT-Z-2',
        at: s.clock.now,
      }),
    ).rejects.toMatchObject({ messageKey: 'money.tooManyDecimals' });
    await expectClean();
  });

  it('lists collections with date presets, account, currency and status filters, and shows one', async () => {
    const m = await payoutMerchant();
    const { cookie } = await newOperator(s, { merchant: m });
    const usd = await activeAccount(cookie);
    const hkd = await activeAccount(cookie, { currency: 'HKD', country: 'HK' });
    const arrive = (account: { id: number }, amount: string, currency: string, reference: string, at = s.clock.now) =>
      receiveTransfer(s.deps.db, {
        account,
        amount,
        currency,
        payerName: 'Payer Co',
        payerAccount: 'ACC-1',
        reference,
        bankTransactionId: `BT-${reference}`,
        at,
      });
    await arrive(usd, '100.00', 'USD', 'OLD-1', new Date(s.clock.now.getTime() - 10 * 24 * 3600_000));
    await arrive(usd, '200.00', 'USD', 'NEW-1');
    await arrive(hkd, '300.00', 'HKD', 'NEW-2');
    await arrive(hkd, '1.00', 'USD', 'NEW-3');

    const list = async (q: string) => (await s.api('GET', `/collection/transaction/list?${q}`, { cookie })).body.data;
    expect((await list('')).total).toBe(4);
    expect((await list('preset=last7')).content.map((c: { reference: string }) => c.reference).sort()).toEqual(['NEW-1', 'NEW-2', 'NEW-3']);
    expect((await list(`virtualAccountId=${hkd.id}`)).total).toBe(2);
    expect((await list('currency=USD')).total).toBe(3);
    expect((await list('status=fail')).content.map((c: { reference: string }) => c.reference)).toEqual(['NEW-3']);
    const one = (await list('status=fail')).content[0];
    const detail = await s.api('GET', `/collection/transaction/detail?id=${one.id}`, { cookie });
    expect(detail.body.data).toEqual(one);

    const { cookie: other } = await newOperator(s, { merchant: await payoutMerchant() });
    expect((await s.api('GET', '/collection/transaction/list', { cookie: other })).body.data.total).toBe(0);
    expect((await s.api('GET', `/collection/transaction/detail?id=${one.id}`, { cookie: other })).status).toBe(404);
  });

  it('books from the ops CLI by account number, once per bank transaction id, and two payments with one reference twice', async () => {
    const m = await payoutMerchant();
    const { cookie } = await newOperator(s, { merchant: m });
    const va = await activeAccount(cookie);
    const out: string[] = [];
    const env = { database: s.deps.database, config: s.deps.config, out: (l: string) => out.push(l) };
    const argv = (bankId: string) => [
      'virtual-accounts',
      'credit',
      '--account',
      va.accountNumber,
      '--bank-transaction-id',
      bankId,
      '--amount',
      '42.00',
      '--payer-name',
      'Ops Payer',
      '--payer-account',
      '9988',
      '--reference',
      'INV-7',
    ];
    expect(await runOps(argv('BANK-TX-1'), env)).toBe(0);
    expect(await runOps(argv('BANK-TX-1'), env)).toBe(0);
    expect(await runOps(argv('BANK-TX-2'), env)).toBe(0);
    expect(out[0]).toMatch(/^Credited 42.00 USD/);
    expect(out[1]).toMatch(/already booked/);
    expect(out[2]).toMatch(/^Credited 42.00 USD/);
    expect((await balanceList(s.deps.db, [m.merchantNo], { operatorId: null }))[0]?.available).toBe('84.00');
    const list = (await s.api('GET', '/collection/transaction/list', { cookie })).body.data;
    expect(list.content.map((c: { reference: string; bankTransactionId: string }) => [c.reference, c.bankTransactionId]).sort()).toEqual([
      ['INV-7', 'BANK-TX-1'],
      ['INV-7', 'BANK-TX-2'],
    ]);
    const err: string[] = [];
    const envErr = { database: s.deps.database, config: s.deps.config, err: (l: string) => err.push(l) };
    expect(await runOps(['virtual-accounts', 'credit', '--account', 'NOPE', '--amount', '1', '--bank-transaction-id', 'R'], envErr)).toBe(1);
    // the bank's id is required
    expect(await runOps(['virtual-accounts', 'credit', '--account', va.accountNumber, '--amount', '1', '--reference', 'R'], envErr)).toBe(64);
    await expectClean();
  });

  it('takes two real payments with the same payer reference as two credits; the same bank transaction twice as one (sandbox route)', async () => {
    const m = await payoutMerchant();
    const { cookie } = await newOperator(s, { merchant: m });
    const va = await activeAccount(cookie);
    const send = (bankTransactionId: string) =>
      s.api('POST', '/sandbox/virtualAccount/credit', {
        cookie,
        body: {
          virtualAccountId: va.id,
          amount: '300.00',
          currency: 'USD',
          payerName: 'Globex Corp',
          payerAccount: '0012345678',
          reference: 'INVOICE-42',
          bankTransactionId,
        },
      });
    expect((await send('BT-A')).body.data.created).toBe(true);
    expect((await send('BT-B')).body.data.created).toBe(true);
    const replay = await send('BT-A');
    expect(replay.body.data.created).toBe(false);
    expect((await balanceList(s.deps.db, [m.merchantNo], { operatorId: null })).find((b) => b.currency === 'USD')?.available).toBe('600.00');
    // the bank's id is required on the sandbox route too
    const missing = await s.api('POST', '/sandbox/virtualAccount/credit', {
      cookie,
      body: { virtualAccountId: va.id, amount: '1.00', currency: 'USD', payerName: 'Globex Corp', payerAccount: '1', reference: 'R' },
    });
    expect(missing.status).toBe(422);
    await expectClean();
  });
});

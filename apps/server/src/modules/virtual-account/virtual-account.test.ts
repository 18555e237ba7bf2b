import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { BusinessLine, BusinessType, MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { createRole } from '../access/service.ts';
import { verifyLedger } from '../ledger/service.ts';
import { balanceList } from '../wallet/service.ts';
import { runOps } from '../../cli/ops.ts';
import { VA_OFFERINGS } from '@crossbill/contracts/virtual-account';
import { isValidAba, isValidIban, issueAccount } from './banks.ts';
import { accountDetail, openAccount, openDueAccounts, receiveTransfer } from './service.ts';

const s = useTestServer({ VIRTUAL_ACCOUNT_OPEN_SECONDS: '7200' });

const payoutMerchant = () =>
  newMerchant(s, {
    businessType: BusinessType.AGGREGATE,
    businessTypes: `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`,
    isAggregate: true,
    merchantType: MerchantType.ACQUIRING,
  });

const application = (over: Record<string, unknown> = {}) => ({
  currency: 'USD',
  country: 'US',
  type: 'corporate',
  holderName: 'Acme Export Ltd',
  address: '12 Harbour Road, Wan Chai, Hong Kong',
  shareholders: [
    { name: 'Jane Doe', percentage: '60', nationality: 'GB' },
    { name: 'Li Wei', percentage: '30.5', nationality: 'CN' },
  ],
  ...over,
});

async function activeAccount(cookie: string, over: Record<string, unknown> = {}) {
  const applied = await s.api('POST', '/virtualAccount/apply', { cookie, body: application(over) });
  expect(applied.status).toBe(200);
  // opened as the job would two hours later (the session's clock stays: it would expire meanwhile)
  await openAccount(s.deps.db, applied.body.data.id, new Date(s.clock.now.getTime() + 7200_000));
  return (await s.api('GET', `/virtualAccount/detail?id=${applied.body.data.id}`, { cookie })).body.data;
}

async function expectClean() {
  const { problems } = await verifyLedger(s.deps.db);
  expect(problems).toEqual([]);
}

describe('virtual account application', () => {
  it('is applying until the provisioning delay has passed, then opens with bank details (test clock)', async () => {
    const m = await payoutMerchant();
    const { cookie } = await newOperator(s, { merchant: m });
    const res = await s.api('POST', '/virtualAccount/apply', { cookie, body: application() });
    expect(res.status).toBe(200);
    const va = res.body.data;
    expect(va).toMatchObject({
      status: 'applying',
      accountNumber: null,
      bankName: null,
      currency: 'USD',
      country: 'US',
      holderName: 'Acme Export Ltd',
      routing: [],
    });
    expect(new Date(va.dueAt).getTime() - new Date(va.appliedAt).getTime()).toBe(7200_000);

    // not yet due: the job changes nothing
    s.clock.advance(7199_000);
    expect(await openAccount(s.deps.db, va.id, s.clock.now)).toBeNull();
    expect((await accountDetail(s.deps.db, [m.merchantNo], va.id)).status).toBe('applying');

    s.clock.advance(1_000);
    await openDueAccounts(s.deps.db, s.clock.now);
    // two hours later: a new session
    const { cookie: later } = await newOperator(s, { merchant: m });
    const detail = (await s.api('GET', `/virtualAccount/detail?id=${va.id}`, { cookie: later })).body.data;
    expect(detail).toMatchObject({ status: 'active', bankName: 'Lakeshore Trust Bank, N.A.', bankCountry: 'US', activatedAt: s.clock.now.toISOString() });
    expect(detail.accountNumber).toMatch(/^8\d{11}$/);
    const aba = detail.routing.find((r: { key: string }) => r.key === 'achRouting').value;
    expect(isValidAba(aba)).toBe(true);
    // a second run (job and sweep both) changes nothing
    expect(await openAccount(s.deps.db, va.id, s.clock.now)).toBeNull();
    expect((await accountDetail(s.deps.db, [m.merchantNo], va.id)).accountNumber).toBe(detail.accountNumber);

    const audit = await s.deps.database.query<{ action: string }>(
      `select action from audit_log where merchant_no = $1 and action like 'virtualAccount.%' order by id`,
      [m.merchantNo],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['virtualAccount.apply', 'virtualAccount.open']);
  });

  it('assigns routing details by currency: an IBAN for EUR, sort code for GBP', async () => {
    const { cookie } = await newOperator(s, { merchant: await payoutMerchant() });
    const eur = await activeAccount(cookie, { currency: 'EUR', country: 'DE' });
    expect(eur.accountNumber).toMatch(/^DE\d{20}$/);
    expect(isValidIban(eur.accountNumber)).toBe(true);
    const gbp = await activeAccount(cookie, { currency: 'GBP', country: 'GB', type: 'individual', holderName: 'Sam Taylor', shareholders: [] });
    expect(gbp.routing.map((r: { key: string }) => r.key)).toEqual(['accountNumber', 'sortCode', 'iban', 'swift']);
    expect(isValidIban(gbp.routing[2].value)).toBe(true);
  });

  it('every partner bank issues a complete set of details, SWIFT last, its account number among them', () => {
    for (const country of new Set(Object.values(VA_OFFERINGS).flat())) {
      const d = issueAccount(country);
      expect(d.bankCountry).toBe(country);
      expect(d.routing.every((r) => r.value.length > 0)).toBe(true);
      expect(d.routing.at(-1)?.key).toBe('swift');
      expect(d.routing.some((r) => r.value === d.accountNumber)).toBe(true);
    }
    expect(issueAccount('JP').routing.map((r) => r.key)).toEqual(['accountNumber', 'bankCode', 'branchCode', 'accountType', 'swift']);
    expect(() => issueAccount('FR')).toThrow();
  });

  it('refuses what spec 5 refuses, with the field and the translated message', async () => {
    const { cookie } = await newOperator(s, { merchant: await payoutMerchant() });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ holderName: '李明贸易' }, 'holderName', 'Use English letters, numbers, spaces and basic punctuation only'],
      [{ country: 'GB' }, 'country', 'Accounts in this currency are not offered in this country'],
      [
        { shareholders: [{ name: 'Small Holder', percentage: '25', nationality: 'US' }] },
        'shareholders.0.percentage',
        'Only shareholders holding more than 25% are listed (25-100)',
      ],
      [
        {
          shareholders: [
            { name: 'A', percentage: '60', nationality: 'US' },
            { name: 'B', percentage: '50', nationality: 'US' },
          ],
        },
        'shareholders',
        'The shareholdings add up to more than 100%',
      ],
      [{ type: 'individual' }, 'shareholders', 'An individual account has no shareholders'],
      [{ holderName: 'x'.repeat(51) }, 'holderName', 'At most 50 characters'],
    ];
    for (const [over, field, message] of cases) {
      const res = await s.api('POST', '/virtualAccount/apply', { cookie, body: application(over) });
      expect(res.status, field).toBe(422);
      expect(res.body.respCode).toBe(Codes.VALIDATION.code);
      expect(res.body.data.fieldErrors[0]).toEqual({ field, message });
    }
    expect((await s.api('GET', '/virtualAccount/list', { cookie })).body.data.total).toBe(0);
  });

  it('lists the merchant’s own accounts with filters; another merchant sees none and cannot open one', async () => {
    const m = await payoutMerchant();
    const { cookie } = await newOperator(s, { merchant: m });
    const usd = await activeAccount(cookie);
    await s.api('POST', '/virtualAccount/apply', { cookie, body: application({ currency: 'HKD', country: 'HK' }) });
    const all = await s.api('GET', '/virtualAccount/list', { cookie });
    expect(all.body.data.content.map((a: { currency: string; status: string }) => [a.currency, a.status])).toEqual([
      ['HKD', 'applying'],
      ['USD', 'active'],
    ]);
    expect((await s.api('GET', '/virtualAccount/list?status=active', { cookie })).body.data.total).toBe(1);
    expect((await s.api('GET', '/virtualAccount/list?currency=HKD', { cookie })).body.data.content[0].currency).toBe('HKD');
    expect((await s.api('GET', `/virtualAccount/list?keyword=${usd.accountNumber.slice(-6)}`, { cookie })).body.data.total).toBe(1);

    const { cookie: other } = await newOperator(s, { merchant: await payoutMerchant() });
    expect((await s.api('GET', '/virtualAccount/list', { cookie: other })).body.data.total).toBe(0);
    expect((await s.api('GET', `/virtualAccount/detail?id=${usd.id}`, { cookie: other })).status).toBe(404);
    const foreign = await s.api('POST', '/sandbox/virtualAccount/credit', {
      cookie: other,
      body: {
        virtualAccountId: usd.id,
        amount: '10.00',
        currency: 'USD',
        payerName: 'Mallory',
        payerAccount: '123',
        reference: 'X-1',
        bankTransactionId: 'BT-X-1',
      },
    });
    expect(foreign.status).toBe(404);
  });

  it('needs the list code to read and the add code to apply', async () => {
    const m = await payoutMerchant();
    const reader = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'VA reader', resourceCodes: ['virtualAccount', 'virtualAccount:list'] });
    const { cookie } = await newOperator(s, { merchant: m, roleId: reader.id });
    expect((await s.api('GET', '/virtualAccount/list', { cookie })).status).toBe(200);
    expect((await s.api('POST', '/virtualAccount/apply', { cookie, body: application() })).status).toBe(403);
    expect((await s.api('GET', '/collection/transaction/list', { cookie })).status).toBe(403);
  });
});

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

import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { createRole } from '../access/service.ts';
import { VA_OFFERINGS } from '@crossbill/contracts/virtual-account';
import { isValidAba, isValidIban, issueAccount } from './banks.ts';
import { accountDetail, openAccount, openDueAccounts } from './service.ts';
import { virtualAccountKit } from './test-kit.ts';

const s = useTestServer({ VIRTUAL_ACCOUNT_OPEN_SECONDS: '7200' });
const { payoutMerchant, application, activeAccount } = virtualAccountKit(s);

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

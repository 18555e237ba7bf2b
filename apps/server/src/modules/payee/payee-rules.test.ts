import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { gbPayee } from './test-kit.ts';

const s = useTestServer();

const add = (cookie: string, body: unknown) => s.api('POST', '/transfer/contact/add', { cookie, body });

describe('payee form rules, enforced by the server', () => {
  it('needs the account typed twice on add, and the two to match (en, zh-cn)', async () => {
    const { cookie, merchant } = await newOperator(s);
    const missing = await add(cookie, gbPayee({ accountConfirm: undefined }));
    expect(missing.status).toBe(422);
    expect(missing.body.data.fieldErrors).toEqual([{ field: 'accountConfirm', message: 'This field is required' }]);
    const other = gbPayee({ accountConfirm: 'GB33 BUKB 2020 1555 5555 55' });
    expect((await add(cookie, other)).body.data.fieldErrors).toEqual([{ field: 'accountConfirm', message: 'The two entered bank accounts do not match' }]);
    const zh = await newOperator(s, { merchant, language: 'zh-cn' });
    expect((await add(zh.cookie, other)).body.data.fieldErrors).toEqual([{ field: 'accountConfirm', message: '两次输入的银行账号不一致' }]);
    // spaces and case do not count
    expect((await add(cookie, gbPayee({ accountConfirm: 'gb82west12345698765432' }))).status).toBe(200);
  });

  it('needs the confirmation on an edit only when the account identifier changes', async () => {
    const { cookie } = await newOperator(s);
    const created = (await add(cookie, gbPayee({ nickname: 'Confirm me' }))).body.data;
    const renamed = await s.api('POST', '/transfer/contact/update', {
      cookie,
      body: { id: created.id, payee: gbPayee({ nickname: 'Confirmed', accountConfirm: undefined }) },
    });
    expect(renamed.body.data.nickname).toBe('Confirmed');
    const changed = await s.api('POST', '/transfer/contact/update', {
      cookie,
      body: { id: created.id, payee: gbPayee({ nickname: 'Confirmed', iban: 'GB33BUKB20201555555555', accountConfirm: undefined }), paymentPassword: '530817' },
    });
    expect(changed.body.data.fieldErrors).toEqual([{ field: 'accountConfirm', message: 'This field is required' }]);
  });

  it("refuses a SWIFT/BIC of another country than the bank's (en, zh-cn)", async () => {
    const { cookie, merchant } = await newOperator(s);
    const de = gbPayee({ swift: 'COBADEFF' });
    expect((await add(cookie, de)).body.data.fieldErrors).toEqual([
      { field: 'swift', message: 'The SWIFT/BIC is of a bank in another country than the bank country' },
    ]);
    const zh = await newOperator(s, { merchant, language: 'zh-cn' });
    expect((await add(zh.cookie, de)).body.data.fieldErrors).toEqual([{ field: 'swift', message: '该 SWIFT/BIC 所属银行的国家与银行所在国家不一致' }]);
  });

  it('takes Swiss and Polish payees by IBAN and BIC, and a transfer can use them', async () => {
    const { cookie } = await newOperator(s);
    const ch = await add(
      cookie,
      gbPayee({ country: 'CH', currency: 'CHF', iban: 'CH93 0076 2011 6238 5295 7', bankName: 'UBS Switzerland AG', swift: 'UBSWCHZH80A' }),
    );
    expect(ch.status).toBe(200);
    expect(ch.body.data).toMatchObject({ country: 'CH', iban: 'CH9300762011623852957', accountMask: '•••• 2957' });
    const pl = await add(
      cookie,
      gbPayee({
        country: 'PL',
        currency: 'USD',
        method: 'swift',
        accountFormat: 'swiftIban',
        iban: 'PL61 1090 1014 0000 0712 1981 2874',
        bankName: 'Santander Bank Polska S.A.',
        swift: 'WBKPPLPP',
      }),
    );
    expect(pl.status).toBe(200);
    const bad = await add(
      cookie,
      gbPayee({ country: 'PL', currency: 'EUR', iban: 'PL61 1090 1014 0000 0712 1981 2875', bankName: 'Santander Bank Polska S.A.', swift: 'WBKPPLPP' }),
    );
    expect(bad.body.respCode).toBe(Codes.VALIDATION.code);
    expect(bad.body.data.fieldErrors).toEqual([{ field: 'iban', message: 'Please enter a valid IBAN' }]);
    const quote = await s.api('POST', '/transfer/quote', {
      cookie,
      body: { payeeId: pl.body.data.id, sendCurrency: 'USD', fixedSide: 'send', amount: '100.00', feeBearing: 'sender' },
    });
    expect(quote.body.data).toMatchObject({ receiveCurrency: 'USD', fee: '25.00' });
  });
});

import { describe, expect, it } from 'vitest';
import { countrySpecs } from 'ibantools';
import {
  accountFieldError,
  confirmFieldOf,
  countryRule,
  formatsFor,
  IBAN_COUNTRIES,
  isValidAba,
  isValidClabe,
  isValidIban,
  isValidSwift,
  methodsFor,
} from './payout-rules.ts';
import { payeeInput, payeeSave } from './payee.ts';
import { disbursementApply } from './disbursement.ts';

const gb = {
  category: 'others',
  entityType: 'individual',
  currency: 'GBP',
  country: 'GB',
  method: 'local',
  name: 'Oliver Smith',
  nickname: 'Oliver',
  bankName: 'Barclays Bank UK PLC',
} as const;
const issues = (v: unknown) => {
  const r = payeeInput.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('payout checksums', () => {
  it('checks IBAN mod-97 and per-country length, and the country when given', () => {
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('GB82WEST12345698765431')).toBe(false); // check digits
    expect(isValidIban('GB82WEST1234569876543')).toBe(false); // GB length 22
    expect(isValidIban('DE89370400440532013000', 'DE')).toBe(true);
    expect(isValidIban('DE89370400440532013000', 'FR')).toBe(false);
  });
  it('checks the ABA routing number (3-7-1) and the CLABE control digit', () => {
    expect(isValidAba('021000021')).toBe(true);
    expect(isValidAba('021000022')).toBe(false);
    expect(isValidAba('02100002')).toBe(false);
    expect(isValidClabe('002010077777777771')).toBe(true);
    expect(isValidClabe('002010077777777772')).toBe(false);
  });
  it('takes SWIFT/BIC of 8 or 11 characters with a real country', () => {
    expect(isValidSwift('BARCGB22')).toBe(true);
    expect(isValidSwift('DEUTDEFF500')).toBe(true);
    expect(isValidSwift('BARCGB2')).toBe(false);
    expect(isValidSwift('BARCXX22')).toBe(false);
  });
});

describe('country field sets', () => {
  it('offers GB sort code + account or IBAN, EU IBAN, US ABA, JP Zengin, MX CLABE', () => {
    expect(formatsFor('GB', 'local').map((f) => f.fields)).toEqual([['sortCode', 'accountNumber'], ['iban']]);
    expect(formatsFor('FR', 'local').map((f) => f.fields)).toEqual([['iban']]);
    expect(formatsFor('US', 'local')[0]!.fields).toEqual(['routingNumber', 'accountNumber']);
    expect(formatsFor('JP', 'local')[0]!.fields).toEqual(['bankCode', 'branchCode', 'accountNumber']);
    expect(formatsFor('MX', 'local')[0]!.fields).toEqual(['clabe']);
    expect(formatsFor('IN', 'local')[0]!.fields).toEqual(['ifsc', 'accountNumber']);
    expect(formatsFor('AU', 'local')[0]!.fields).toEqual(['bsb', 'accountNumber']);
    expect(formatsFor('DE', 'swift')[0]!.fields).toEqual(['iban']);
    expect(formatsFor('US', 'swift')[0]!.fields).toEqual(['accountNumber']);
    expect(methodsFor('PH')).toEqual(['local', 'swift', 'wallet', 'cashPickup']);
    expect(methodsFor('GB')).toEqual(['local', 'swift']);
  });
  it('checks per-country account lengths', () => {
    const jp = formatsFor('JP', 'local')[0]!;
    expect(accountFieldError('accountNumber', '1234567', { country: 'JP', format: jp })).toBeNull();
    expect(accountFieldError('accountNumber', '12345678', { country: 'JP', format: jp })).toBe('payee.invalid.accountNumber');
    const ind = formatsFor('IN', 'local')[0]!;
    expect(accountFieldError('ifsc', 'HDFC0000001', { country: 'IN', format: ind })).toBeNull();
    expect(accountFieldError('ifsc', 'HDFC1000001', { country: 'IN', format: ind })).toBe('payee.invalid.ifsc');
  });
});

describe('payee input', () => {
  it('accepts a GB payee by sort code or by IBAN and refuses a wrong IBAN with its message', () => {
    expect(issues({ ...gb, accountFormat: 'sortCode', sortCode: '20-00-00', accountNumber: '55779911' })).toEqual([]);
    expect(issues({ ...gb, accountFormat: 'iban', iban: 'GB82WEST12345698765432' })).toEqual([]);
    expect(issues({ ...gb, accountFormat: 'iban', iban: 'GB82WEST12345698765431' })).toEqual(['iban:payee.invalid.iban']);
    expect(issues({ ...gb, accountFormat: 'iban', iban: 'DE89370400440532013000' })).toEqual(['iban:payee.invalid.iban']);
  });
  it('refuses a local payout in another currency, a SWIFT payout without SWIFT, and a US routing number with a bad checksum', () => {
    expect(issues({ ...gb, currency: 'USD', accountFormat: 'iban', iban: 'GB82WEST12345698765432' })).toEqual(['currency:payee.invalid.currency']);
    expect(issues({ ...gb, currency: 'USD', method: 'swift', accountFormat: 'swiftIban', iban: 'GB82WEST12345698765432' })).toEqual([
      'swift:validation.required',
    ]);
    const us = {
      ...gb,
      country: 'US',
      currency: 'USD',
      accountFormat: 'aba',
      routingNumber: '021000022',
      accountNumber: '123456789',
      bankName: 'JPMorgan Chase Bank N.A.',
    };
    expect(issues(us)).toEqual(['routingNumber:payee.invalid.routingNumber']);
  });
  it('needs a Latin name for Japan (spec 5)', () => {
    const jp = {
      ...gb,
      country: 'JP',
      currency: 'JPY',
      accountFormat: 'zengin',
      bankCode: '0001',
      branchCode: '123',
      accountNumber: '1234567',
      bankName: 'Mizuho Bank Ltd',
    };
    expect(issues({ ...jp, name: 'Yamada Taro' })).toEqual([]);
    expect(issues({ ...jp, name: '山田太郎' })).toEqual(['name:payee.latinNameRequired']);
  });
  it('checks the CLABE of Mexico and allows cash pickup only for individuals', () => {
    const mx = { ...gb, country: 'MX', currency: 'MXN', accountFormat: 'clabe', bankName: 'BBVA México S.A.' };
    expect(issues({ ...mx, clabe: '002010077777777771' })).toEqual([]);
    expect(issues({ ...mx, clabe: '002010077777777770' })).toEqual(['clabe:payee.invalid.clabe']);
    const pickup = {
      ...gb,
      country: 'MX',
      currency: 'MXN',
      method: 'cashPickup',
      accountFormat: 'cashPickup',
      pickupPartner: 'oxxo',
      idNumber: 'GODE561231HDFRRN04',
    };
    expect(issues(pickup)).toEqual([]);
    expect(issues({ ...pickup, entityType: 'corporate' })).toEqual(['entityType:payee.invalid.pickupIndividual']);
  });
});

describe('IBAN countries (every one ibantools knows)', () => {
  it('takes an IBAN and a SWIFT/BIC in each of them, so none is refused for missing from a list', () => {
    const known = Object.keys(countrySpecs).filter((c) => countrySpecs[c]!.chars && countrySpecs[c]!.bban_regexp);
    expect(IBAN_COUNTRIES).toEqual(known.sort());
    expect(IBAN_COUNTRIES).toEqual(expect.arrayContaining(['CH', 'PL', 'SE', 'NO', 'TR', 'SA', 'AE', 'BR']));
    for (const country of IBAN_COUNTRIES) {
      expect(countryRule(country), country).toBeDefined();
      expect(
        formatsFor(country, 'swift').map((f) => f.fields),
        country,
      ).toEqual([['iban']]);
    }
  });
  it('accepts a Swiss and a Polish payee with a valid IBAN and BIC: locally in CHF or EUR (SEPA), by SWIFT in any currency', () => {
    const ch = {
      ...gb,
      country: 'CH',
      currency: 'CHF',
      accountFormat: 'iban',
      iban: 'CH93 0076 2011 6238 5295 7',
      bankName: 'UBS Switzerland AG',
      swift: 'UBSWCHZH80A',
    };
    expect(issues(ch)).toEqual([]);
    expect(issues({ ...ch, currency: 'EUR' })).toEqual([]);
    expect(issues({ ...ch, iban: 'CH93 0076 2011 6238 5295 8' })).toEqual(['iban:payee.invalid.iban']);
    const pl = {
      ...gb,
      country: 'PL',
      currency: 'USD',
      method: 'swift',
      accountFormat: 'swiftIban',
      iban: 'PL61 1090 1014 0000 0712 1981 2874',
      bankName: 'Santander Bank Polska S.A.',
      swift: 'WBKPPLPP',
    };
    expect(issues(pl)).toEqual([]);
    expect(issues({ ...pl, method: 'local', accountFormat: 'iban', currency: 'EUR' })).toEqual([]);
    // PLN is not a portal currency; a Swiss IBAN is not a Polish account
    expect(issues({ ...pl, method: 'local', accountFormat: 'iban', currency: 'USD' })).toEqual(['currency:payee.invalid.currency']);
    expect(issues({ ...pl, iban: 'CH9300762011623852957' })).toEqual(['iban:payee.invalid.iban']);
  });
  it("refuses a SWIFT/BIC of a bank in another country than the payee's bank country", () => {
    expect(issues({ ...gb, accountFormat: 'iban', iban: 'GB82WEST12345698765432', swift: 'COBADEFF' })).toEqual(['swift:payee.swiftCountryMismatch']);
    expect(issues({ ...gb, accountFormat: 'iban', iban: 'GB82WEST12345698765432', swift: 'barcgb22' })).toEqual([]);
  });
});

describe('account number typed twice (spec 5, 8)', () => {
  const save = (v: unknown) => {
    const r = payeeSave.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };
  it('confirms the IBAN, CLABE or account number of the format, compared without spaces and case', () => {
    expect(confirmFieldOf('GB', 'local', 'iban')).toBe('iban');
    expect(confirmFieldOf('GB', 'local', 'sortCode')).toBe('accountNumber');
    expect(confirmFieldOf('MX', 'local', 'clabe')).toBe('clabe');
    expect(confirmFieldOf('PH', 'wallet', 'wallet')).toBeNull();
    const iban = { ...gb, accountFormat: 'iban', iban: 'GB82WEST12345698765432' };
    expect(save({ ...iban, accountConfirm: 'gb82 west 1234 5698 7654 32' })).toEqual([]);
    expect(save({ ...iban, accountConfirm: 'GB82WEST12345698765431' })).toEqual(['accountConfirm:payee.accountConfirmMismatch']);
  });
});

describe('disbursement request', () => {
  it('needs at least the minimum payout, more than the fee, and an offered currency', () => {
    const ok = { payeeId: 1, currency: 'USD', amount: '100.00' };
    expect(disbursementApply.safeParse(ok).success).toBe(true);
    expect(disbursementApply.safeParse({ ...ok, amount: '9.99' }).error?.issues[0]?.message).toBe('disbursement.belowMinimum');
    expect(disbursementApply.safeParse({ ...ok, amount: '15.00' }).error?.issues[0]?.message).toBe('disbursement.notAboveFee');
    expect(disbursementApply.safeParse({ ...ok, currency: 'VND', amount: '100000' }).error?.issues[0]?.message).toBe('disbursement.currencyNotOffered');
    expect(disbursementApply.safeParse({ ...ok, currency: 'JPY', amount: '100.5' }).error?.issues[0]?.message).toBe('money.integerOnly');
  });
});

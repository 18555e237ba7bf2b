import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { CURRENCIES, amountSchema, convert, exponent, fromMinor, MoneyError, rateSchema, toMinor, type Currency } from './money.ts';
import en from './locales/en/messages.json' with { type: 'json' };
import zh from './locales/zh-cn/messages.json' with { type: 'json' };

const get = (tree: unknown, key: string) => key.split('.').reduce<any>((n, k) => (n == null ? undefined : n[k]), tree);
const keyOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof MoneyError) return e.messageKey;
    throw e;
  }
  return null;
};

const currency = fc.constantFrom(...CURRENCIES);
const minor = fc.bigInt({ min: -(2n ** 63n) + 1n, max: 2n ** 63n - 1n });

describe('ISO 4217 exponents', () => {
  it('has zero decimals for JPY, KRW and VND and two for IDR and the rest', () => {
    expect(['JPY', 'KRW', 'VND'].map((c) => exponent(c as Currency))).toEqual([0, 0, 0]);
    for (const c of CURRENCIES.filter((c) => !['JPY', 'KRW', 'VND'].includes(c))) expect(exponent(c), c).toBe(2);
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(20);
  });
});

describe('toMinor / fromMinor', () => {
  it('reads decimal strings into minor units', () => {
    expect(toMinor('12.50', 'USD')).toBe(1250n);
    expect(toMinor('12.5', 'USD')).toBe(1250n);
    expect(toMinor('12', 'USD')).toBe(1200n);
    expect(toMinor('0.01', 'EUR')).toBe(1n);
    expect(toMinor('1000', 'JPY')).toBe(1000n);
    expect(toMinor('92233720368547758.07', 'USD')).toBe(2n ** 63n - 1n);
  });

  it('refuses more decimals than the currency has, negatives and non-numbers, with message keys', () => {
    expect(keyOf(() => toMinor('1.005', 'USD'))).toBe('money.tooManyDecimals');
    expect(keyOf(() => toMinor('1.500', 'USD'))).toBe('money.tooManyDecimals');
    expect(keyOf(() => toMinor('100.5', 'JPY'))).toBe('money.integerOnly');
    expect(keyOf(() => toMinor('-1', 'USD'))).toBe('money.negative');
    for (const bad of ['', 'abc', '1e3', '1,000', ' 1', '+1', '.5', '1.', 'NaN', 'Infinity', '0x10'])
      expect(
        keyOf(() => toMinor(bad, 'USD')),
        bad,
      ).toBe('money.notNumeric');
    expect(toMinor('-1.25', 'USD', { allowNegative: true })).toBe(-125n);
  });

  it('writes minor units with the currency’s decimals', () => {
    expect(fromMinor(1250n, 'USD')).toBe('12.50');
    expect(fromMinor(5n, 'USD')).toBe('0.05');
    expect(fromMinor(0n, 'USD')).toBe('0.00');
    expect(fromMinor(-5n, 'GBP')).toBe('-0.05');
    expect(fromMinor(1000n, 'JPY')).toBe('1000');
  });

  it('round-trips every amount of every currency (property)', () => {
    fc.assert(
      fc.property(minor, currency, (m, c) => {
        expect(toMinor(fromMinor(m, c), c, { allowNegative: true })).toBe(m);
      }),
    );
  });

  it('agrees with exact decimal arithmetic (property)', () => {
    fc.assert(
      fc.property(minor, currency, (m, c) => {
        expect(new Decimal(fromMinor(m, c)).times(new Decimal(10).pow(exponent(c))).toFixed(0)).toBe(m.toString());
      }),
    );
  });
});

describe('amount schema (spec 5)', () => {
  const issues = (c: Currency, v: string) => {
    const r = amountSchema(c).safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it('takes at least 0 with at most two decimals, whole numbers for zero-decimal currencies', () => {
    expect(issues('USD', '0')).toEqual([]);
    expect(issues('USD', '10.25')).toEqual([]);
    expect(issues('USD', '10.255')).toEqual(['money.tooManyDecimals']);
    expect(issues('USD', '-1')).toEqual(['money.negative']);
    expect(issues('USD', 'x')).toEqual(['money.notNumeric']);
    expect(issues('USD', '')).toEqual(['validation.required']);
    expect(issues('JPY', '100')).toEqual([]);
    expect(issues('JPY', '100.5')).toEqual(['money.integerOnly']);
    expect(issues('KRW', '1.0')).toEqual(['money.integerOnly']);
  });

  it('accepts exactly what toMinor accepts (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?\d{1,6}(\.\d{0,4})?$/), currency, (v, c) => {
        const schemaOk = amountSchema(c).safeParse(v).success;
        expect(schemaOk).toBe(keyOf(() => toMinor(v, c)) === null);
      }),
    );
  });

  it('has every message key in both languages', () => {
    for (const k of ['notNumeric', 'negative', 'tooManyDecimals', 'integerOnly', 'unknownCurrency', 'rateInvalid']) {
      expect(typeof get(en, `money.${k}`), k).toBe('string');
      expect(typeof get(zh, `money.${k}`), k).toBe('string');
    }
  });

  it('checks rates: positive, up to 8 places', () => {
    expect(rateSchema.safeParse('7.12345678').success).toBe(true);
    expect(rateSchema.safeParse('7.123456789').success).toBe(false);
    expect(rateSchema.safeParse('0').success).toBe(false);
    expect(rateSchema.safeParse('-1').success).toBe(false);
  });
});

describe('convert: one half-up rounding at the end', () => {
  it('rounds half up on the exact product', () => {
    expect(convert(100n, 'USD', 'JPY', '150.5')).toBe(151n); // 1.00 USD → 150.5 JPY → 151
    expect(convert(100n, 'USD', 'JPY', '150.49999999')).toBe(150n);
    expect(convert(1n, 'USD', 'EUR', '0.5')).toBe(1n); // 0.005 EUR → 0.01
    expect(convert(1n, 'USD', 'EUR', '0.49999999')).toBe(0n);
    expect(convert(1000n, 'JPY', 'USD', '0.00666667')).toBe(667n); // 1000 JPY → 6.66667 USD → 6.67
    expect(convert(-1n, 'USD', 'EUR', '0.5')).toBe(-1n); // ties away from zero
  });

  it('does not round twice: 1.005 at an intermediate step would give a different answer', () => {
    // 0.15 USD × 6.7 = 1.005 CNY → 1.01 (a float gives 1.0049999… → 1.00)
    expect(convert(15n, 'USD', 'CNY', '6.7')).toBe(101n);
  });

  it('is exact for very large amounts (no precision loss before rounding)', () => {
    expect(convert(2n ** 63n - 1n, 'USD', 'USD', '1')).toBe(2n ** 63n - 1n);
    expect(convert(922337203685477580n, 'USD', 'JPY', '0.00000001')).toBe(92233720n);
  });

  it('equals exact decimal arithmetic rounded half-up once (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        currency,
        currency,
        fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 99_999_999 })).filter(([i, f]) => i + f > 0),
        (m, from, to, [i, f]) => {
          const rate = `${i}.${String(f).padStart(8, '0')}`;
          // scaled integer arithmetic: m × rate × 10^8 × 10^(e_to − e_from) is exact in bigint
          const r = BigInt(i) * 10n ** 8n + BigInt(f);
          const shift = exponent(to) - exponent(from);
          const num = m * r * 10n ** BigInt(Math.max(shift, 0));
          const den = 10n ** 8n * 10n ** BigInt(Math.max(-shift, 0));
          const expected = (2n * num + den) / (2n * den); // half-up for non-negative values
          expect(convert(m, from, to, rate)).toBe(expected);
        },
      ),
    );
  });

  it('refuses a bad rate', () => {
    expect(keyOf(() => convert(1n, 'USD', 'EUR', '0'))).toBe('money.rateInvalid');
    expect(keyOf(() => convert(1n, 'USD', 'EUR', '1e2'))).toBe('money.rateInvalid');
  });
});

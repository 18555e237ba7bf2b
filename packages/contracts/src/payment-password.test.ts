import { describe, expect, it } from 'vitest';
import { birthDateForms, paymentPinSchema, weakPaymentPasswordReason, WEAK_PAYMENT_PASSWORD_MESSAGES } from './payment-password.ts';
import en from './locales/en/messages.json' with { type: 'json' };
import zh from './locales/zh-cn/messages.json' with { type: 'json' };

const get = (tree: unknown, key: string) => key.split('.').reduce<any>((n, k) => (n == null ? undefined : n[k]), tree);

describe('weak payment passwords', () => {
  it('refuses one digit repeated and runs up or down with any constant step modulo 10', () => {
    for (const pin of ['111111', '000000', '999999', '123456', '012345', '890123', '654321', '210987', '246802', '135791', '975319', '147036', '418529']) {
      expect(weakPaymentPasswordReason(pin), pin).toBe('sequence');
    }
  });

  it('refuses counting: three or more numbers going up or down by one step along its multiples', () => {
    for (const pin of ['246810', '891011', '102030', '112233', '121110', '202122', '979899', '051015', '108642', '255075', '481216', '302010']) {
      expect(weakPaymentPasswordReason(pin), pin).toBe('sequence');
    }
  });

  it('accepts what follows no such rule, the fixtures of the browser tests included', () => {
    for (const pin of ['135246', '135790', '246813', '123123', '100908', '231813', '142230', '056112', '110550', '507391', '864209']) {
      expect(weakPaymentPasswordReason(pin), pin).toBeNull();
    }
  });

  it('refuses few passwords: the 100 constant-step ones, the counted ones, and little else', () => {
    const constantStep = Array.from({ length: 100 }, (_, i) => Array.from({ length: 6 }, (_, k) => (Math.floor(i / 10) + k * (i % 10)) % 10).join(''));
    expect(new Set(constantStep).size).toBe(100);
    for (const pin of constantStep) expect(weakPaymentPasswordReason(pin), pin).toBe('sequence');
    // every 101st of the million: about one in a thousand refused
    const sample = Array.from({ length: 9901 }, (_, i) => String(i * 101).padStart(6, '0'));
    const refused = sample.filter((p) => weakPaymentPasswordReason(p) !== null);
    expect(refused.length).toBeLessThan(sample.length / 200);
  });

  it("refuses the person's birth dates as YYMMDD, DDMMYY and MMDDYY", () => {
    expect(birthDateForms('1980-04-02')).toEqual(['800402', '020480', '040280']);
    const ctx = { birthDates: ['1980-04-02', '1992-11-30'] };
    for (const pin of ['800402', '020480', '040280', '921130', '301192', '113092']) expect(weakPaymentPasswordReason(pin, ctx), pin).toBe('birthDate');
    expect(weakPaymentPasswordReason('800403', ctx)).toBeNull();
    expect(weakPaymentPasswordReason('800402')).toBeNull();
  });

  it('refuses six consecutive digits of a phone number, whatever its format', () => {
    const ctx = { phones: ['+86 138-1234-5678', '+44 20 7946 0000'] };
    for (const pin of ['138123', '812345', '613812', '861381', '794600', '207946']) expect(weakPaymentPasswordReason(pin, ctx), pin).toBe('phone');
    expect(weakPaymentPasswordReason('138124', ctx)).toBeNull();
  });

  it('leaves anything but six digits to the six-digit rule', () => {
    expect(weakPaymentPasswordReason('12345')).toBeNull();
    expect(weakPaymentPasswordReason('abcdef')).toBeNull();
    expect(paymentPinSchema.safeParse('12345').error?.issues.map((i) => i.message)).toEqual(['validation.sixDigits']);
  });

  it('the form schema says why in both languages', () => {
    expect(paymentPinSchema.safeParse('246810').error?.issues[0]?.message).toBe(WEAK_PAYMENT_PASSWORD_MESSAGES.sequence);
    expect(paymentPinSchema.safeParse('135246').success).toBe(true);
    for (const key of Object.values(WEAK_PAYMENT_PASSWORD_MESSAGES)) {
      expect(get(en, key), `en ${key}`).toMatch(/payment password/i);
      expect(get(zh, key), `zh-cn ${key}`).toContain('支付密码');
    }
  });
});

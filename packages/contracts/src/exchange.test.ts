import { describe, expect, it } from 'vitest';
import { convert } from './money.ts';
import { customerRate, cutoffHour, deliveryPlan, quoteBody, sellForBuy } from './exchange.ts';
import { businessParts, nextBusinessDay } from './business-time.ts';

// 2026-03-02 is a Monday; Beijing is UTC+8, so 15:00 Beijing is 07:00 UTC.
const bj = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+08:00`);

describe('exchange cut-offs (spec 9, Beijing time)', () => {
  it('gives 16:00 to USD/HKD either way, 11:00 to any pair with SGD, 15:00 to the rest', () => {
    expect(cutoffHour('USD', 'HKD')).toBe(16);
    expect(cutoffHour('HKD', 'USD')).toBe(16);
    expect(cutoffHour('SGD', 'USD')).toBe(11);
    expect(cutoffHour('HKD', 'SGD')).toBe(11);
    expect(cutoffHour('USD', 'EUR')).toBe(15);
    expect(cutoffHour('HKD', 'CNH')).toBe(15);
  });

  it('delivers the same day one minute before the cut-off and the next business day at it', () => {
    expect(deliveryPlan('USD', 'EUR', bj('2026-03-02', '14:59'))).toMatchObject({ sameDay: true, deliveryDate: '2026-03-02', cutoff: '15:00' });
    expect(deliveryPlan('USD', 'EUR', bj('2026-03-02', '15:00'))).toMatchObject({ sameDay: false, deliveryDate: '2026-03-03' });
    expect(deliveryPlan('USD', 'HKD', bj('2026-03-02', '15:59'))).toMatchObject({ sameDay: true, cutoff: '16:00' });
    expect(deliveryPlan('HKD', 'USD', bj('2026-03-02', '16:00'))).toMatchObject({ sameDay: false, deliveryDate: '2026-03-03' });
    expect(deliveryPlan('SGD', 'USD', bj('2026-03-02', '10:59'))).toMatchObject({ sameDay: true, cutoff: '11:00' });
    expect(deliveryPlan('USD', 'SGD', bj('2026-03-02', '11:00'))).toMatchObject({ sameDay: false, deliveryDate: '2026-03-03' });
  });

  it('reads the Beijing day, not the UTC one: 00:30 Beijing Monday is still Sunday in UTC', () => {
    const at = bj('2026-03-02', '00:30');
    expect(at.getUTCDay()).toBe(0);
    expect(businessParts(at)).toEqual({ date: '2026-03-02', weekday: 1, minutes: 30 });
    expect(deliveryPlan('USD', 'EUR', at)).toMatchObject({ sameDay: true, deliveryDate: '2026-03-02' });
  });

  it('moves Friday after the cut-off and the weekend to Monday, released at the cut-off hour', () => {
    const friday = deliveryPlan('USD', 'EUR', bj('2026-03-06', '15:00'));
    expect(friday).toMatchObject({ sameDay: false, deliveryDate: '2026-03-09' });
    expect(friday.deliverAt.toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(deliveryPlan('SGD', 'HKD', bj('2026-03-06', '11:00')).deliverAt.toISOString()).toBe('2026-03-09T03:00:00.000Z');
    expect(deliveryPlan('USD', 'EUR', bj('2026-03-07', '09:00'))).toMatchObject({ sameDay: false, deliveryDate: '2026-03-09' });
    expect(deliveryPlan('USD', 'EUR', bj('2026-03-08', '23:59'))).toMatchObject({ sameDay: false, deliveryDate: '2026-03-09' });
    expect(nextBusinessDay('2026-03-05')).toBe('2026-03-06');
  });

  it('delivers a same-day exchange at the booking instant', () => {
    const at = bj('2026-03-02', '10:00');
    expect(deliveryPlan('USD', 'EUR', at).deliverAt).toEqual(at);
  });
});

describe('exchange rates and amounts', () => {
  it('takes the spread off the mid rate, to 8 places half-up', () => {
    expect(customerRate('7.2', 30)).toBe('7.1784');
    expect(customerRate('0.00003937', 30)).toBe('0.00003925');
    expect(customerRate('1.23456789', 0)).toBe('1.23456789');
  });

  it('computes the sell amount of a buy amount with one half-up rounding, per exponent', () => {
    // 1000 JPY at 0.0067 USD per JPY buys 6.70 USD; 6.70 USD back is 1000 JPY
    expect(convert(1000n, 'JPY', 'USD', '0.0067')).toBe(670n);
    expect(sellForBuy(670n, 'JPY', 'USD', '0.0067')).toBe(1000n);
    // 100.00 EUR bought with USD at 0.92: 108.695652… → 108.70 USD
    expect(sellForBuy(10_000n, 'USD', 'EUR', '0.92')).toBe(10_870n);
    // JPY bought: whole yen
    expect(sellForBuy(15_000n, 'USD', 'JPY', '149.5')).toBe(10_033n);
  });

  it('validates a quote request: currencies differ, whole numbers for JPY, a positive amount', () => {
    const issues = (b: unknown) => (quoteBody.safeParse(b).error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues({ sellCurrency: 'USD', buyCurrency: 'USD', fixedSide: 'sell', amount: '10' })).toEqual(['buyCurrency:exchange.sameCurrency']);
    expect(issues({ sellCurrency: 'USD', buyCurrency: 'JPY', fixedSide: 'buy', amount: '10.5' })).toEqual(['amount:money.integerOnly']);
    expect(issues({ sellCurrency: 'USD', buyCurrency: 'JPY', fixedSide: 'sell', amount: '10.555' })).toEqual(['amount:money.tooManyDecimals']);
    expect(issues({ sellCurrency: 'USD', buyCurrency: 'EUR', fixedSide: 'sell', amount: '0' })).toEqual(['amount:exchange.amountPositive']);
    expect(issues({ sellCurrency: 'USD', buyCurrency: 'EUR', fixedSide: 'sell', amount: '10.50' })).toEqual([]);
  });
});

describe('funding reference', () => {
  it('is derived from the merchant number with MOD 97-10 check digits', async () => {
    const { fundingReference, isFundingReference } = await import('./add-funds.ts');
    expect(fundingReference('M1234567890')).toBe(fundingReference('M1234567890'));
    expect(fundingReference('M1234567890')).toMatch(/^CBF1234567890\d{2}$/);
    expect(isFundingReference(fundingReference('M9876543210'))).toBe(true);
    expect(isFundingReference('CBF123456789000')).toBe(fundingReference('M1234567890') === 'CBF123456789000');
    expect(isFundingReference(fundingReference('M1234567890').replace('CBF1', 'CBF2'))).toBe(false);
  });
});

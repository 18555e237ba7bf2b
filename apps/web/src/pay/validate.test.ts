import { describe, expect, it } from 'vitest';
import { CARD_BRANDS } from '@crossbill/contracts/card';
import { contrastRatio, relativeLuminance, textColourOn } from '@crossbill/contracts/contrast';
import { checkCard, formatNumber, parseExpiry } from './validate.ts';
import { methodsOfCountry } from './form.ts';

const now = new Date(2026, 10, 28);
const good = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123', holder: '' };

describe('the card form checks', () => {
  it('accepts a valid card of an accepted brand', () => {
    expect(checkCard(good, CARD_BRANDS, now)).toEqual({});
  });

  it('refuses a number failing Luhn, an unknown or refused brand, and a missing one', () => {
    expect(checkCard({ ...good, number: '4242424242424241' }, CARD_BRANDS, now).number).toBe('errNumberInvalid');
    expect(checkCard({ ...good, number: '' }, CARD_BRANDS, now).number).toBe('errNumberRequired');
    expect(checkCard(good, ['mastercard'], now).number).toBe('errBrandNotAccepted');
  });

  it('refuses an expiry in the past or malformed, but takes the current month', () => {
    expect(checkCard({ ...good, expiry: '10/26' }, CARD_BRANDS, now).expiry).toBe('errExpiryPast');
    expect(checkCard({ ...good, expiry: '11/26' }, CARD_BRANDS, now).expiry).toBeUndefined();
    expect(checkCard({ ...good, expiry: '13/30' }, CARD_BRANDS, now).expiry).toBe('errExpiryInvalid');
    expect(parseExpiry('07 / 2031')).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry('7/31')).toEqual({ month: 7, year: 2031 });
  });

  it('wants 3 digits of CVC, 4 for American Express', () => {
    expect(checkCard({ ...good, cvc: '1234' }, CARD_BRANDS, now).cvc).toBe('errCvc3');
    expect(checkCard({ ...good, number: '378282246310005', cvc: '123' }, CARD_BRANDS, now).cvc).toBe('errCvc4');
    expect(checkCard({ ...good, number: '378282246310005', cvc: '1234' }, CARD_BRANDS, now)).toEqual({});
  });

  it('groups the digits as the customer types (Amex 4-6-5)', () => {
    expect(formatNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatNumber('378282246310005')).toBe('3782 822463 10005');
  });
});

describe('the page around the form', () => {
  it('filters local methods by the chosen country', () => {
    expect(methodsOfCountry(['alipay', 'wechatpay', 'grabpay'], 'SG')).toEqual(['grabpay']);
    expect(methodsOfCountry(['alipay', 'grabpay'], '')).toEqual(['alipay', 'grabpay']);
  });

  it('picks dark or light text so that the brand colour keeps 4.5:1', () => {
    for (const colour of ['#ffffff', '#000000', '#777777', '#ffcc00', '#1f3a5f', '#e60012', '#00a0e9']) {
      expect(contrastRatio(relativeLuminance(colour), relativeLuminance(textColourOn(colour))), colour).toBeGreaterThanOrEqual(4.5);
    }
    expect(textColourOn('#ffcc00')).toBe('#000000');
    expect(textColourOn('#1f3a5f')).toBe('#ffffff');
  });
});

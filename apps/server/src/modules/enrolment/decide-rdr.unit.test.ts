import { describe, expect, it } from 'vitest';
import { EMPTY_RULES, rdrRules } from '@crossbill/contracts/enrolment';
import { decideRdr } from './service.ts';

const rules = rdrRules.parse({
  maxAmounts: [
    { currency: 'USD', amount: '25.00' },
    { currency: 'JPY', amount: '3000' },
  ],
  reasonCodes: ['13.1'],
  cardBins: ['424242', '51000012'],
  countries: ['GB'],
});
const alert = { amount: '80.00', currency: 'USD', reasonCode: '10.4', cardBin: '411111', country: 'US' };

describe('decideRdr', () => {
  it('accepts up to the maximum of the alert’s currency, not above it nor in a currency without one', () => {
    expect(decideRdr(rules, { ...alert, amount: '25.00' })).toEqual({ accepted: true, rule: 'amount' });
    expect(decideRdr(rules, { ...alert, amount: '25.01' })).toEqual({ accepted: false });
    expect(decideRdr(rules, { ...alert, currency: 'JPY', amount: '2999' })).toEqual({ accepted: true, rule: 'amount' });
    expect(decideRdr(rules, { ...alert, currency: 'EUR', amount: '1.00' })).toEqual({ accepted: false });
  });

  it('accepts by reason code, card BIN prefix and issuing country, naming the rule', () => {
    expect(decideRdr(rules, { ...alert, reasonCode: '13.1' })).toEqual({ accepted: true, rule: 'reasonCode' });
    expect(decideRdr(rules, { ...alert, cardBin: '42424242' })).toEqual({ accepted: true, rule: 'cardBin' });
    expect(decideRdr(rules, { ...alert, cardBin: '51000012' })).toEqual({ accepted: true, rule: 'cardBin' });
    expect(decideRdr(rules, { ...alert, cardBin: '510000' })).toEqual({ accepted: false });
    expect(decideRdr(rules, { ...alert, country: 'gb' })).toEqual({ accepted: true, rule: 'country' });
  });

  it('names the first matching rule in order: amount, reason code, BIN, country', () => {
    expect(decideRdr(rules, { amount: '1.00', currency: 'USD', reasonCode: '13.1', cardBin: '424242', country: 'GB' })).toEqual({
      accepted: true,
      rule: 'amount',
    });
    expect(decideRdr(rules, { ...alert, cardBin: '424242', country: 'GB' })).toEqual({ accepted: true, rule: 'cardBin' });
  });

  it('accepts nothing without rules', () => {
    expect(decideRdr(null, alert)).toEqual({ accepted: false });
    expect(decideRdr(EMPTY_RULES, { ...alert, amount: '0.01' })).toEqual({ accepted: false });
  });
});

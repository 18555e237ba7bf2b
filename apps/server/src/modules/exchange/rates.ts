import Decimal from 'decimal.js';
import { MAX_RATE_DECIMALS, type Currency } from '@crossbill/contracts/money';

/**
 * Where mid rates come from. A production source would read a market-data feed; the sandbox serves
 * a fixed table. `mid` answers units of `quote` per one unit of `base`, a decimal string.
 */
export interface RateSource {
  mid(base: Currency, quote: Currency, at: Date): Promise<string>;
}

/**
 * Units of each currency per one US dollar: realistic mid-market levels, one table so that every
 * cross is consistent (EUR/GBP derives from USD/EUR and USD/GBP; no triangular arbitrage).
 */
export const USD_MID: Record<Currency, string> = {
  USD: '1',
  CNY: '7.1850',
  CNH: '7.1920',
  JPY: '149.80',
  GBP: '0.7890',
  EUR: '0.9210',
  HKD: '7.7880',
  SGD: '1.3420',
  VND: '25410',
  MXN: '18.240',
  AUD: '1.5230',
  CAD: '1.3690',
  CHF: '0.8820',
  NZD: '1.6610',
  SEK: '10.480',
  NOK: '10.690',
  DKK: '6.8710',
  THB: '35.840',
  MYR: '4.4520',
  IDR: '16250',
  PHP: '57.480',
  KRW: '1386.50',
  AED: '3.6725',
  BRL: '5.4510',
  INR: '84.220',
};

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** A cross from the USD table, rounded half-up to 8 places. */
export function crossRate(base: Currency, quote: Currency): string {
  return new D(USD_MID[quote]).div(USD_MID[base]).toDecimalPlaces(MAX_RATE_DECIMALS, D.ROUND_HALF_UP).toFixed();
}

export const sandboxRateSource = (): RateSource => ({ mid: async (base, quote) => crossRate(base, quote) });

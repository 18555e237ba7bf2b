import type { Currency } from '@crossbill/contracts/money';

/**
 * Where the approval rules read the current mid rate (USD per one unit of a currency): the USD
 * 100,000,000 cap of a condition and the matching of "all currencies" conditions (spec 9).
 * The composition root plugs in the exchange domain's market rates, the same source that prices
 * exchanges and the FX legs of transfers.
 */
export interface RateProvider {
  /** decimal string, up to 8 places; null when the currency has no rate now */
  usdMid(currency: Currency): Promise<string | null>;
}

let current: RateProvider | null = null;

/** Plug a rate source in (composition root); tests may swap it and put the previous one back. */
export function useRateProvider(provider: RateProvider): void {
  current = provider;
}

export function rateProvider(): RateProvider {
  if (!current) throw new Error('no rate provider plugged in (buildServer wires the exchange rates)');
  return current;
}

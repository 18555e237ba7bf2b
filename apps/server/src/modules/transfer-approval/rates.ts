import type { Currency } from '@crossbill/contracts/money';
import { usdMid, type RateSource } from '../exchange/service.ts';

/**
 * Where the approval rules read the current mid rate (USD per one unit of a currency): the USD
 * 100,000,000 cap of a condition and the matching of "all currencies" conditions (spec 9). The
 * rate source is passed in by the caller: the server's dependency (deps.rates), the same source
 * that prices the review of refunds; transfers pass the one their pricing uses.
 */
export interface ApprovalRates {
  rates: RateSource;
  now: Date;
}

/** USD per one unit of `currency` at the mid rate (decimal string, up to 8 places); null when it has none now. */
export async function usdMidOf(r: ApprovalRates, currency: Currency): Promise<string | null> {
  try {
    return await usdMid(r.rates, currency, r.now);
  } catch {
    return null; // no rate for this currency now: it cannot match an "all currencies" condition
  }
}

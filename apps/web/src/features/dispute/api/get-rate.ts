import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRateMonth, getRateReport } from '@crossbill/contracts/endpoints/chargeback-rate';
import type { RateReportQuery } from '@crossbill/contracts/chargeback-rate';
import { endpointQuery } from '../../../lib/call';

/** GET /api/report/refuse-rate (group merchants under /blocMer): the monthly figures from the rollups. */
export const useRateReport = (q: Partial<RateReportQuery>) =>
  useQuery({ ...endpointQuery(getRateReport, { query: q as RateReportQuery }), placeholderData: keepPreviousData });

/** GET /api/report/refuse-rate/month: one month (and scheme), its totals by reason code. */
export const useRateMonth = (q: { month: string; scheme?: string; displayCurrency: string }) =>
  useQuery({ ...endpointQuery(getRateMonth, { query: q as never }), placeholderData: keepPreviousData });

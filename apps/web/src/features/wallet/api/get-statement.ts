import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DatePreset } from '@crossbill/contracts/business-time';
import { getStatement } from '@crossbill/contracts/endpoints/wallet';
import { endpointQuery } from '../../../lib/call';

export interface StatementFilters {
  currency: string;
  page: number;
  size: number;
  preset?: DatePreset;
  beginTime?: string;
  endTime?: string;
  kind?: string;
}

/** One currency's statement, newest first, with running balances. */
export const statementQuery = (f: StatementFilters) => queryOptions({ ...endpointQuery(getStatement, { query: f }), placeholderData: keepPreviousData });

export const useStatement = (f: StatementFilters) => useQuery(statementQuery(f));

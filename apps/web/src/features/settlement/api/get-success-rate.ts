import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSuccessRate } from '@crossbill/contracts/endpoints/settlement';
import { endpointQuery } from '../../../lib/call';

export const useSuccessRate = (q: { preset?: string; from?: string; to?: string; currency?: string }) =>
  useQuery({ ...endpointQuery(getSuccessRate, { query: q }), placeholderData: keepPreviousData });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DisbursementListQuery } from '@crossbill/contracts/disbursement';
import { listDisbursements } from '@crossbill/contracts/endpoints/disbursement';
import { endpointQuery } from '../../../lib/call';

/** GET /settlement/disbursement/list: newest first, with filters. */
export const disbursementsQuery = (q: Partial<DisbursementListQuery>) => ({
  ...endpointQuery(listDisbursements, { query: q }),
  placeholderData: keepPreviousData,
});

export const useDisbursements = (q: Partial<DisbursementListQuery>) => useQuery(disbursementsQuery(q));

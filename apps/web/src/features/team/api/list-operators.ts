import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperatorQuery } from '@crossbill/contracts/team';
import { listOperators } from '@crossbill/contracts/endpoints/team';
import { endpointQuery } from '../../../lib/call';

/** GET /api/permission/operator/list: the merchant's operators, filtered and paged. */
export const operatorsQuery = (q: OperatorQuery) => ({ ...endpointQuery(listOperators, { query: { ...q } }), placeholderData: keepPreviousData });

export const useOperators = (q: OperatorQuery) => useQuery(operatorsQuery(q));

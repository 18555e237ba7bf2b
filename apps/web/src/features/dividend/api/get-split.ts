import { useQuery } from '@tanstack/react-query';
import { getSplit } from '@crossbill/contracts/endpoints/dividend';
import { endpointQuery } from '../../../lib/call';

/** One split with every share of its payment (the payer's view) and its history; an unknown id is told by the page, never retried. */
export const useSplit = (splitId: string) => useQuery({ ...endpointQuery(getSplit, { query: { splitId } }), retry: false });

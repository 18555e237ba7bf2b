import { useQuery } from '@tanstack/react-query';
import { getSubscription } from '@crossbill/contracts/endpoints/subscription';
import { endpointQuery } from '../../../lib/call';

/** One subscription with its cycles, charges, changes and timeline; a bad id is answered 'Invalid ID parameter' (the page shows it), never retried. */
export const useSubscription = (subscriptionId: string) => useQuery({ ...endpointQuery(getSubscription, { query: { subscriptionId } }), retry: false });

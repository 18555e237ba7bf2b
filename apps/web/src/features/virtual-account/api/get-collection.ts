import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCollection } from '@crossbill/contracts/endpoints/virtual-account';
import { endpointQuery } from '../../../lib/call';

export const collectionQuery = (id: number) => queryOptions(endpointQuery(getCollection, { query: { id } }));

export const useCollection = (id: number) => useQuery(collectionQuery(id));

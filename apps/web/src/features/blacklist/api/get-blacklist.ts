import { useQuery } from '@tanstack/react-query';
import { getBlacklist } from '@crossbill/contracts/endpoints/blacklist';
import { endpointQuery } from '../../../lib/call';

/** The header of risk/detail: one blacklist with its counters. */
export const useBlacklist = (id: number) => useQuery(endpointQuery(getBlacklist, { query: { id } }));

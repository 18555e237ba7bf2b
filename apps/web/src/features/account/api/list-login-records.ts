import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointData } from '@crossbill/contracts/endpoint';
import { listLoginRecords } from '@crossbill/contracts/endpoints/activity';
import { endpointQuery } from '../../../lib/call';

/** One sign-in activity row (sign-ins and merchant switches of the current merchant). */
export type LoginRecord = EndpointData<typeof listLoginRecords>['content'][number];

/** Paged on the server, newest first. */
export const loginRecordsQuery = (page: number, size: number) =>
  queryOptions({ ...endpointQuery(listLoginRecords, { query: { page, size } }), placeholderData: keepPreviousData });

export const useLoginRecords = (page: number, size: number) => useQuery(loginRecordsQuery(page, size));

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@crossbill/contracts/application';
import { listApplications } from '@crossbill/contracts/endpoints/application';
import { endpointQuery } from '../../../lib/call';

/** GET /api/application/list: the merchant's stores and websites, newest first. */
export interface ApplicationFilters {
  name?: string;
  auditStatus?: ApplicationStatus;
  page: number;
  size: number;
}

export const applicationsQuery = (q: ApplicationFilters) => ({ ...endpointQuery(listApplications, { query: { ...q } }), placeholderData: keepPreviousData });

export const useApplications = (q: ApplicationFilters) => useQuery(applicationsQuery(q));

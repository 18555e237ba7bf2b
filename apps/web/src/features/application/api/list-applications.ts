import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Application, ApplicationStatus } from '@crossbill/contracts/application';
import type { Page } from '@crossbill/contracts/envelope';
import { api } from '../../../lib/api-client';

/** GET /api/application/list: the merchant's stores and websites, newest first. */
export interface ApplicationFilters {
  name?: string;
  auditStatus?: ApplicationStatus;
  page: number;
  size: number;
}

export const applicationKeys = { all: ['application'] as const };

export const fetchApplications = (q: ApplicationFilters) => api.get<Page<Application>>('/application/list', { ...q });

export const applicationsQuery = (q: ApplicationFilters) =>
  queryOptions({ queryKey: [...applicationKeys.all, 'list', q], queryFn: () => fetchApplications(q), placeholderData: keepPreviousData });

export const useApplications = (q: ApplicationFilters) => useQuery(applicationsQuery(q));

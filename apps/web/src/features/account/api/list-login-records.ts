import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crossbill/contracts/envelope';
import type { signInRecord } from '@crossbill/contracts/shell';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** One sign-in activity row (sign-ins and merchant switches of the current merchant). */
export type LoginRecord = z.infer<typeof signInRecord>;

export const accountKeys = { loginRecords: ['account', 'loginRecords'] as const };

/** GET /api/account/loginRecord/list?page&size (paged on the server, newest first). */
export const fetchLoginRecords = (page: number, size: number) => api.get<Page<LoginRecord>>('/account/loginRecord/list', { page, size });

export const loginRecordsQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: [...accountKeys.loginRecords, page, size],
    queryFn: () => fetchLoginRecords(page, size),
    placeholderData: keepPreviousData,
  });

export const useLoginRecords = (page: number, size: number) => useQuery(loginRecordsQuery(page, size));

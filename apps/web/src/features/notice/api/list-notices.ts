import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crossbill/contracts/envelope';
import type { Notice } from '@crossbill/contracts/shell';
import { api } from '../../../lib/api-client';
import { noticeKeys } from './list-unread-notices';

/** GET /api/merAnnouncement/list?page&size: notices, newest first, with their read state. */
export const fetchNotices = (page: number, size: number) =>
  api.get<Page<Notice>>('/merAnnouncement/list', { page, size }, { family: true });

export const noticesQuery = (page: number, size: number) =>
  queryOptions({ queryKey: [...noticeKeys.all, 'list', page, size], queryFn: () => fetchNotices(page, size), placeholderData: keepPreviousData });

export const useNotices = (page: number, size: number) => useQuery(noticesQuery(page, size));

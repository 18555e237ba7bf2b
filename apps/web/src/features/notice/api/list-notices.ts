import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crossbill/contracts/envelope';
import type { Notice } from '@crossbill/contracts/shell';
import { api } from '../../../lib/api-client';
import { noticeKeys } from './list-unread-notices';

/** GET /api/merAnnouncement/list?page&size&title&read: notices, newest first, with their read state. */
export interface NoticeFilters {
  title?: string;
  /** true: read only, false: unread only */
  read?: boolean;
}

export const fetchNotices = (page: number, size: number, f: NoticeFilters = {}) =>
  api.get<Page<Notice>>('/merAnnouncement/list', { page, size, title: f.title, read: f.read }, { family: true });

export const noticesQuery = (page: number, size: number, f: NoticeFilters = {}) =>
  queryOptions({ queryKey: [...noticeKeys.all, 'list', page, size, f], queryFn: () => fetchNotices(page, size, f), placeholderData: keepPreviousData });

export const useNotices = (page: number, size: number, f: NoticeFilters = {}) => useQuery(noticesQuery(page, size, f));

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listNotices } from '@crossbill/contracts/endpoints/notice';
import { endpointQuery } from '../../../lib/call';

/** Filters of the notice list: a title, and true for read only, false for unread only. */
export interface NoticeFilters {
  title?: string;
  read?: boolean;
}

export const noticesQuery = (page: number, size: number, f: NoticeFilters = {}) => ({
  ...endpointQuery(listNotices, { query: { page, size, title: f.title, read: f.read } }),
  placeholderData: keepPreviousData,
});

export const useNotices = (page: number, size: number, f: NoticeFilters = {}) => useQuery(noticesQuery(page, size, f));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTICE_BELL_SIZE, NOTICE_REFRESH_MS } from '@crossbill/contracts/constants';
import type { unreadNoticeList } from '@crossbill/contracts/shell';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /api/merAnnouncement/unreadlist?size=3: the bell's first unread notices and the unread count. */
export type UnreadNotices = z.infer<typeof unreadNoticeList>;

export const noticeKeys = { all: ['notice'] as const };

export const fetchUnreadNotices = () =>
  api.get<UnreadNotices>('/merAnnouncement/unreadlist', { size: NOTICE_BELL_SIZE }, { family: true, background: true });

export const unreadNoticesQuery = queryOptions({
  queryKey: [...noticeKeys.all, 'unread'],
  queryFn: fetchUnreadNotices,
  refetchInterval: NOTICE_REFRESH_MS,
});

export const useUnreadNotices = () => useQuery(unreadNoticesQuery);

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice } from '@crossbill/contracts/shell';
import { api } from '../../../lib/api-client';
import { noticeKeys } from './list-unread-notices';

/** GET /api/merAnnouncement/info/<id> */
export const fetchNotice = (id: number) => api.get<Notice>(`/merAnnouncement/info/${id}`);

export const noticeQuery = (id: number) => queryOptions({ queryKey: [...noticeKeys.all, 'info', id], queryFn: () => fetchNotice(id) });

export const useNotice = (id: number | null) => useQuery({ ...noticeQuery(id ?? 0), enabled: id !== null });

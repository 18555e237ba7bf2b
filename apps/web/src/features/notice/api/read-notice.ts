import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { noticeKeys } from './list-unread-notices';

/** POST /api/merAnnouncement/read {id}: idempotent; the bell and lists refresh. */
export const readNotice = (id: number) => api.post<null>('/merAnnouncement/read', { id });

export function useReadNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readNotice,
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

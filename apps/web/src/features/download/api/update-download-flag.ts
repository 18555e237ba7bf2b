import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadKeys } from './query-downloads';

/** POST /api/downloadFile/updateDownloadFlag {fileId}: the file was downloaded. */
export const updateDownloadFlag = (fileId: number) => api.post<null>('/downloadFile/updateDownloadFlag', { fileId }, { family: true });

export function useUpdateDownloadFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateDownloadFlag,
    onSuccess: () => client.invalidateQueries({ queryKey: downloadKeys.all }),
  });
}

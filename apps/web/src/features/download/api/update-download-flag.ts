import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDownloadFlag as updateDownloadFlagEndpoint } from '@crossbill/contracts/endpoints/download';
import { call } from '../../../lib/call';
import { downloadKeys } from './query-downloads';

/** The file was downloaded. */
export const updateDownloadFlag = (fileId: number) => call(updateDownloadFlagEndpoint, { body: { fileId } });

export function useUpdateDownloadFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateDownloadFlag,
    onSuccess: () => client.invalidateQueries({ queryKey: downloadKeys.all }),
  });
}

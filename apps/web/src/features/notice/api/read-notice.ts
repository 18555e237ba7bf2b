import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readNotice } from '@crossbill/contracts/endpoints/notice';
import { call, keyOf } from '../../../lib/call';

/** Idempotent; the bell and the lists refresh. */
export function useReadNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(readNotice, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(readNotice).slice(0, 1) }),
  });
}

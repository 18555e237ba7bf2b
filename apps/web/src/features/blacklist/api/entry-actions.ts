import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { entryBody, entryEditBody } from '@crossbill/contracts/blacklist';
import { addEntry, batchEntries, deleteEntries, editEntry } from '@crossbill/contracts/endpoints/blacklist';
import { call } from '../../../lib/call';
import { useRefreshBlacklists } from './blacklist-actions';

export function useAddEntry() {
  const refresh = useRefreshBlacklists();
  return useMutation({ mutationFn: (body: z.input<typeof entryBody>) => call(addEntry, { body }), onSuccess: refresh });
}

export function useEditEntry() {
  const refresh = useRefreshBlacklists();
  return useMutation({ mutationFn: (body: z.input<typeof entryEditBody>) => call(editEntry, { body }), onSuccess: refresh });
}

/** Activate or deactivate, or delete, the selected items of a list. */
export function useBatchEntries() {
  const refresh = useRefreshBlacklists();
  return useMutation({
    mutationFn: ({ action, ...body }: { listId: number; ids: number[]; action: 'activate' | 'deactivate' | 'delete' }) =>
      action === 'delete' ? call(deleteEntries, { body }) : call(batchEntries, { body: { ...body, action } }),
    onSuccess: refresh,
  });
}

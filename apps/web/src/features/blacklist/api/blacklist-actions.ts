import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { blacklistBody, blacklistEditBody } from '@crossbill/contracts/blacklist';
import { createBlacklist, deleteBlacklist, editBlacklist, listBlacklists, toggleBlacklist } from '@crossbill/contracts/endpoints/blacklist';
import { call, keyOf } from '../../../lib/call';

/** Every blacklist query (lists, header, items share the tag) reads again after a change. */
export function useRefreshBlacklists() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keyOf(listBlacklists).slice(0, 1) });
}

export function useCreateBlacklist() {
  const refresh = useRefreshBlacklists();
  return useMutation({ mutationFn: (body: z.input<typeof blacklistBody>) => call(createBlacklist, { body }), onSuccess: refresh });
}

export function useEditBlacklist() {
  const refresh = useRefreshBlacklists();
  return useMutation({ mutationFn: (body: z.input<typeof blacklistEditBody>) => call(editBlacklist, { body }), onSuccess: refresh });
}

export function useToggleBlacklist() {
  const refresh = useRefreshBlacklists();
  return useMutation({ mutationFn: (body: { id: number; active: boolean }) => call(toggleBlacklist, { body }), onSuccess: refresh });
}

export function useDeleteBlacklist() {
  const refresh = useRefreshBlacklists();
  return useMutation({ mutationFn: (id: number) => call(deleteBlacklist, { body: { id } }), onSuccess: refresh });
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { createSavedView, deleteSavedView, listSavedViews, takeOverSavedView, updateSavedView } from '@crossbill/contracts/endpoints/saved-view';
import type { EndpointInput } from '@crossbill/contracts/endpoint';
import { call, endpointQuery, keyOf } from '../../lib/call';
import { queryClient } from '../../lib/query-client';

/** A list's views the operator may apply (their own and the merchant's shared ones); fetched once asked for. */
export const useSavedViews = (listId: string, enabled: boolean) => useQuery({ ...endpointQuery(listSavedViews, { query: { listId } }), enabled });

const refresh = (listId: string) => queryClient.invalidateQueries({ queryKey: keyOf(listSavedViews, { query: { listId } }) });

type Body<E extends Parameters<typeof call>[0]> = EndpointInput<E>['body'];

export const useCreateSavedView = () =>
  useMutation({
    mutationFn: (body: Body<typeof createSavedView>) => call(createSavedView, { body }),
    onSuccess: (v) => refresh(v.listId),
  });

export const useUpdateSavedView = () =>
  useMutation({
    mutationFn: (body: Body<typeof updateSavedView>) => call(updateSavedView, { body }),
    onSuccess: (v) => refresh(v.listId),
  });

export const useDeleteSavedView = (listId: string) =>
  useMutation({
    mutationFn: (id: number) => call(deleteSavedView, { body: { id } }),
    onSuccess: () => refresh(listId),
  });

/** A team administrator makes a departed owner's shared view their own. */
export const useTakeOverSavedView = (listId: string) =>
  useMutation({
    mutationFn: (id: number) => call(takeOverSavedView, { body: { id } }),
    onSuccess: () => refresh(listId),
  });

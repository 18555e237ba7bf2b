import { useMutation, useQuery } from '@tanstack/react-query';
import { getProfile, updateProfile } from '@crossbill/contracts/endpoints/merchant';
import { visibleColumns, type ListColumn, type ListId } from '@crossbill/contracts/list-columns';
import { call, endpointQuery, keyOf } from '../../lib/call';
import { queryClient } from '../../lib/query-client';

/**
 * The visible columns of a list, remembered per operator on the server (the operator's preferences
 * in this merchant, `tableColumns`), so that the choice follows the operator to another browser.
 */

const profileQuery = () => ({ ...endpointQuery(getProfile, undefined), staleTime: Infinity });

/** The operator's columns of the list; the list's defaults until the preferences have loaded. */
export function useListColumns<L extends ListId>(id: L): ListColumn<L>[] {
  const profile = useQuery(profileQuery());
  return visibleColumns(id, profile.data?.tableColumns?.[id]);
}

/** Saves a list's columns; every list showing them follows at once. */
export const useSaveListColumns = () =>
  useMutation({
    mutationFn: (o: { id: ListId; columns: string[] }) => call(updateProfile, { body: { tableColumns: { [o.id]: o.columns } } }),
    onSuccess: (saved) => queryClient.setQueryData(keyOf(getProfile), saved),
  });

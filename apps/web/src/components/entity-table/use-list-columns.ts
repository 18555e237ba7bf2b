import { visibleColumns, type ListColumn, type ListId } from '@crossbill/contracts/list-columns';
import { useOperatorPreferences, useSavePreferences } from '../../lib/operator-preferences';

/**
 * The visible columns of a list, remembered per operator on the server (the operator's preferences
 * in this merchant, `tableColumns`), so that the choice follows the operator to another browser.
 */

/** The operator's columns of the list; the list's defaults until the preferences have loaded. */
export function useListColumns<L extends ListId>(id: L): ListColumn<L>[] {
  const profile = useOperatorPreferences();
  return visibleColumns(id, profile.data?.tableColumns?.[id]);
}

/** Saves a list's columns; every list showing them follows at once. */
export function useSaveListColumns() {
  const save = useSavePreferences();
  return {
    ...save,
    mutate: (o: { id: ListId; columns: string[] }, opts?: Parameters<typeof save.mutate>[1]) => save.mutate({ tableColumns: { [o.id]: o.columns } }, opts),
    mutateAsync: (o: { id: ListId; columns: string[] }) => save.mutateAsync({ tableColumns: { [o.id]: o.columns } }),
  };
}

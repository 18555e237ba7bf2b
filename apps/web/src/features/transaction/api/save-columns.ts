import { useMutation } from '@tanstack/react-query';
import { getColumns, saveColumns } from '@crossbill/contracts/endpoints/transaction';
import type { ColumnSettings } from '@crossbill/contracts/transaction';
import { call, keyOf } from '../../../lib/call';
import { queryClient } from '../../../lib/query-client';

/** The saved columns become the list's at once. */
export const useSaveColumns = () =>
  useMutation({
    mutationFn: (body: ColumnSettings) => call(saveColumns, { body }),
    onSuccess: (saved) => queryClient.setQueryData(keyOf(getColumns), saved),
  });

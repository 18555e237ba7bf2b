import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveTracking } from '@crossbill/contracts/endpoints/tracking';
import type { TrackingSaveBody } from '@crossbill/contracts/tracking';
import { call } from '../../../lib/call';
import { refreshTransactions } from './refresh-transactions';

export function useSaveTracking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TrackingSaveBody) => call(saveTracking, { body }, { quiet: true }),
    onSuccess: () => refreshTransactions(client),
  });
}

import { useQuery } from '@tanstack/react-query';
import { getTrackingBatch } from '@crossbill/contracts/endpoints/tracking';
import { endpointQuery } from '../../../lib/call';

/** Polled while the file is being parsed. */
export const useTrackingBatch = (id: number | null) =>
  useQuery({
    ...endpointQuery(getTrackingBatch, { query: { id: id ?? 0 } }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'to_be_parsed' || q.state.data?.status === 'parsing' ? 1_500 : false),
  });

import { useQuery } from '@tanstack/react-query';
import { getRefundBatch } from '@crossbill/contracts/endpoints/refund-batch';
import { endpointQuery } from '../../../lib/call';

/** Polled while the file is being parsed. */
export const useRefundBatch = (id: number | null) =>
  useQuery({
    ...endpointQuery(getRefundBatch, { query: { id: id ?? 0 } }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'to_be_parsed' || q.state.data?.status === 'parsing' ? 1_500 : false),
  });

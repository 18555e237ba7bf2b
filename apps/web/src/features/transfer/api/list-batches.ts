import { useQuery } from '@tanstack/react-query';
import { listBatches } from '@crossbill/contracts/endpoints/transfer-batch';
import { endpointQuery } from '../../../lib/call';

/** GET /api/transfer/batch/list; polled while a batch is still being parsed */
export const useBatches = () =>
  useQuery({
    ...endpointQuery(listBatches, { query: { page: 1, size: 20 } }),
    refetchInterval: (q) => (q.state.data?.content.some((b) => b.status === 'to_be_parsed' || b.status === 'parsing') ? 2_000 : false),
  });

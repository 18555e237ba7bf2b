import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listBatchTransactions } from '@crossbill/contracts/endpoints/settlement';
import { endpointQuery } from '../../../lib/call';

/** The transactions and refunds a batch settled, ten a page. */
export const useBatchTransactions = (batchId: string, page: number) =>
  useQuery({ ...endpointQuery(listBatchTransactions, { query: { batchId, page, size: 10 } }), placeholderData: keepPreviousData, enabled: !!batchId });

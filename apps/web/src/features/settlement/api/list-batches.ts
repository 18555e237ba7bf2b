import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSettlementBatch, getWalletSettlementBatch, listSettlementBatches, listWalletSettlementBatches } from '@crossbill/contracts/endpoints/settlement';
import { endpointQuery } from '../../../lib/call';

/** settlement/balance (acquiring side) and wallet/settlement (the wallet's side) read the same batches. */
export type Side = 'settlement' | 'wallet';

const endpointsOf = (side: Side) =>
  side === 'wallet' ? { list: listWalletSettlementBatches, detail: getWalletSettlementBatch } : { list: listSettlementBatches, detail: getSettlementBatch };

export interface BatchFilters {
  from?: string;
  to?: string;
  currency?: string;
  status?: string;
}

export const useBatches = (side: Side, p: BatchFilters & { page: number; size: number }) =>
  useQuery({ ...endpointQuery(endpointsOf(side).list, { query: p }), placeholderData: keepPreviousData });

export const useBatch = (side: Side, batchId: string) => useQuery({ ...endpointQuery(endpointsOf(side).detail, { query: { batchId } }), enabled: !!batchId });

import { useQuery } from '@tanstack/react-query';
import { getSettlementBatch, getWalletSettlementBatch } from '@crossbill/contracts/endpoints/settlement';
import { endpointQuery } from '../../../lib/call';

/** settlement/balance (acquiring side) and wallet/settlement (the wallet's side) read the same batches. */
export type Side = 'settlement' | 'wallet';

const detailOf = (side: Side) => (side === 'wallet' ? getWalletSettlementBatch : getSettlementBatch);

export const useBatch = (side: Side, batchId: string) => useQuery({ ...endpointQuery(detailOf(side), { query: { batchId } }), enabled: !!batchId });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TransferListQuery } from '@crossbill/contracts/transfer';
import { listTransfers } from '@crossbill/contracts/endpoints/transfer';
import { endpointQuery } from '../../../lib/call';

export type TransferFilters = Partial<TransferListQuery> & { page: number; size: number };

/** GET /api/transfer/list */
export const useTransfers = (f: TransferFilters) => useQuery({ ...endpointQuery(listTransfers, { query: f }), placeholderData: keepPreviousData });

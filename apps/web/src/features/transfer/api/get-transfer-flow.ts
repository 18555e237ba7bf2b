import { useQuery } from '@tanstack/react-query';
import { getTransferFlow } from '@crossbill/contracts/endpoints/transfer';
import { endpointQuery } from '../../../lib/call';
import { POLL_MS } from './get-transfer';

/** GET /api/transfer/approval/flow: null when the transfer needed no approval; polled with the transfer while it waits */
export const useTransferFlow = (id: number | null, waiting = false) =>
  useQuery({
    ...endpointQuery(getTransferFlow, { query: { id: id ?? 0 } }),
    enabled: id !== null,
    refetchInterval: waiting ? POLL_MS : false,
  });

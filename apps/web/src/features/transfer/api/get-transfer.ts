import { useQuery } from '@tanstack/react-query';
import type { TransferStatus } from '@crossbill/contracts/transfer';
import { getTransfer } from '@crossbill/contracts/endpoints/transfer';
import { endpointQuery } from '../../../lib/call';

/** a transfer in these states changes without the viewer: another operator decides, or the payout runs */
const MOVING: readonly TransferStatus[] = ['pending_approval', 'processing'];
export const POLL_MS = 10_000;

/** GET /api/transfer/detail (with the payee's account as submitted, and whether the viewer may cancel); polled while the transfer waits for someone else */
export const useTransfer = (id: number | null) =>
  useQuery({
    ...endpointQuery(getTransfer, { query: { id: id ?? 0 } }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && MOVING.includes(q.state.data.status) ? POLL_MS : false),
  });

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalFlowView } from '@crossbill/contracts/transfer-approval';
import type { AvailableLimitList, Transfer, TransferDetail, TransferListQuery, TransferPage, TransferStatus } from '@crossbill/contracts/transfer';
import { api } from '../../../lib/api-client';

export const transferKeys = { all: ['transfer'] as const };

export type TransferFilters = Partial<TransferListQuery> & { page: number; size: number };

/** GET /api/transfer/list */
export const useTransfers = (f: TransferFilters) =>
  useQuery({
    queryKey: [...transferKeys.all, 'list', f],
    queryFn: () => api.get<TransferPage>('/transfer/list', { ...f }, { family: true }),
    placeholderData: keepPreviousData,
  });

/** a transfer in these states changes without the viewer: another operator decides, or the payout runs */
const MOVING: readonly TransferStatus[] = ['pending_approval', 'processing'];
const POLL_MS = 10_000;

/** GET /api/transfer/detail (with the payee's account as submitted, and whether the viewer may cancel); polled while the transfer waits for someone else */
export const useTransfer = (id: number | null) =>
  useQuery({
    queryKey: [...transferKeys.all, 'detail', id],
    queryFn: () => api.get<TransferDetail>('/transfer/detail', { id: id! }, { family: true }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && MOVING.includes(q.state.data.status) ? POLL_MS : false),
  });

/** GET /api/transfer/approval/flow: null when the transfer needed no approval; polled with the transfer while it waits */
export const useTransferFlow = (id: number | null, waiting = false) =>
  useQuery({
    queryKey: [...transferKeys.all, 'flow', id],
    queryFn: () => api.get<ApprovalFlowView | null>('/transfer/approval/flow', { id: id! }, { family: true }),
    enabled: id !== null,
    refetchInterval: waiting ? POLL_MS : false,
  });

/** GET /api/transfer/availableLimit */
export const useAvailableLimits = () =>
  useQuery({ queryKey: [...transferKeys.all, 'limits'], queryFn: () => api.get<AvailableLimitList>('/transfer/availableLimit') });

/** POST /api/transfer/approve: approve or reject (with a reason) */
export function useDecideTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; decision: 'approve' | 'reject'; reason?: string }) => api.post<Transfer>('/transfer/approve', body, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: transferKeys.all }),
  });
}

/** POST /api/transfer/cancel: a transfer waiting for approval or scheduled; its frozen funds go back */
export function useCancelTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Transfer>('/transfer/cancel', { id }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: transferKeys.all }), client.invalidateQueries({ queryKey: ['wallet'] })]),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Payee, PayeePage } from '@crossbill/contracts/payee';
import type { Transfer, TransferQuote, TransferQuoteBody, TransferSubmitBody } from '@crossbill/contracts/transfer';
import { listBalances } from '@crossbill/contracts/endpoints/wallet';
import { api } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/call';
import { uploadFile } from '../../../lib/upload-file';
import { transferKeys } from './transfers';

/** GET /api/transfer/contact/list: the payees to pick from (the first 100 matching). */
export const usePayees = (name: string) =>
  useQuery({
    queryKey: ['payee', 'transfer', 'pick', name],
    queryFn: () => api.get<PayeePage>('/transfer/contact/list', { page: 1, size: 100, name: name || undefined }),
  });

/** GET /api/transfer/contact/detail */
export const usePayee = (id: number | undefined) =>
  useQuery({ queryKey: ['payee', 'transfer', 'detail', id], queryFn: () => api.get<Payee>('/transfer/contact/detail', { id: id! }), enabled: !!id });

/** The wallet currencies to send from (the same query as the wallet's) */
export const useBalances = () => useQuery(endpointQuery(listBalances, undefined));

/** POST /api/transfer/quote: the live figures while the amount page is open (refreshed with the rate) */
export const useTransferQuote = (body: TransferQuoteBody | null) =>
  useQuery({
    queryKey: [...transferKeys.all, 'quote', body],
    queryFn: () => api.post<TransferQuote>('/transfer/quote', body, { quiet: true }),
    enabled: body !== null,
    retry: false,
    refetchInterval: 15_000,
  });

/** POST /api/transfer/submit with the draft's Idempotency-Key: a retried click submits once. */
export function useSubmitTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TransferSubmitBody; key: string }) =>
      api.post<Transfer>('/transfer/submit', body, { headers: { 'Idempotency-Key': key }, quiet: true }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: transferKeys.all }), client.invalidateQueries({ queryKey: ['wallet'] })]),
  });
}

/** POST (multipart) to an upload path: one file; the server judges the type from the bytes. */
export const uploadCertificate = (file: File) => uploadFile<{ id: string; fileName: string; size: number }>('/transfer/certificate/upload', file);

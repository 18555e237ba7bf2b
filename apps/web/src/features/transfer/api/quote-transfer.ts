import { useQuery } from '@tanstack/react-query';
import type { TransferQuoteBody } from '@crossbill/contracts/transfer';
import { quoteTransfer } from '@crossbill/contracts/endpoints/transfer';
import { endpointQuery } from '../../../lib/call';

/** POST /api/transfer/quote: the live figures while the amount page is open (refreshed with the rate) */
export const useTransferQuote = (body: TransferQuoteBody | null) =>
  useQuery({
    ...endpointQuery(quoteTransfer, body === null ? undefined : { body }, { quiet: true }),
    enabled: body !== null,
    retry: false,
    refetchInterval: 15_000,
  });

import { useQuery } from '@tanstack/react-query';
import { getRefundable } from '@crossbill/contracts/endpoints/refund';
import { endpointQuery } from '../../../lib/call';

/** What the refund form may still refund (earlier and pending refunds deducted). */
export const useRefundable = (transactionId: string, enabled: boolean) => useQuery({ ...endpointQuery(getRefundable, { query: { transactionId } }), enabled });

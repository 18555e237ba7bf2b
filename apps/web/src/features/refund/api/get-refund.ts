import { useQuery } from '@tanstack/react-query';
import { getRefund } from '@crossbill/contracts/endpoints/refund';
import { endpointQuery } from '../../../lib/call';

export const useRefund = (refundId: string) => useQuery(endpointQuery(getRefund, { query: { refundId } }));

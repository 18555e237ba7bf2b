import { useQuery } from '@tanstack/react-query';
import { getRefundableMany } from '@crossbill/contracts/endpoints/refund-batch';
import { endpointQuery } from '../../../lib/call';

/** What each selected transaction may still refund. */
export const useRefundableMany = (ids: string[], enabled: boolean) =>
  useQuery({ ...endpointQuery(getRefundableMany, { query: { transactionIds: ids.join(',') } }), enabled: enabled && ids.length > 0 });

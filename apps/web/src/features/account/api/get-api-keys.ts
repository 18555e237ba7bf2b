import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listApiKeys } from '@crossbill/contracts/endpoints/api-key';
import { endpointQuery } from '../../../lib/call';

/** GET /api/account/apiKey/list: the merchant's API keys (live first), the live count, whether the operator has a payment password. */
export const useApiKeys = (page: number, size: number) =>
  useQuery({ ...endpointQuery(listApiKeys, { query: { page, size } }), placeholderData: keepPreviousData });

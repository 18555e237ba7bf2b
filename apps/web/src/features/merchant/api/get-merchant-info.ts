import { useQuery } from '@tanstack/react-query';
import type { EndpointData } from '@crossbill/contracts/endpoint';
import { getMerchantInfo } from '@crossbill/contracts/endpoints/merchant';
import { endpointQuery } from '../../../lib/call';

/** GET /api/merchant/account/getMerchantInfo: the current merchant account. */
export type MerchantInfo = EndpointData<typeof getMerchantInfo>;

export const merchantInfoQuery = endpointQuery(getMerchantInfo, undefined);

export const useMerchantInfo = () => useQuery(merchantInfoQuery);

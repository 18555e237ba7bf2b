import { useQuery } from '@tanstack/react-query';
import type { EndpointData } from '@crossbill/contracts/endpoint';
import { listMerchants } from '@crossbill/contracts/endpoints/merchant';
import { endpointQuery } from '../../../lib/call';

/** GET /api/merOperator/listMerchant: the operator's accounts, global (group) ones on their own. */
export type MerchantAccounts = EndpointData<typeof listMerchants>;

export const merchantListQuery = endpointQuery(listMerchants, undefined);

export const useMerchantList = (enabled = true) => useQuery({ ...merchantListQuery, enabled });

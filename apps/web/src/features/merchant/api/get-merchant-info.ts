import { queryOptions, useQuery } from '@tanstack/react-query';
import type { merchantInfo } from '@crossbill/contracts/shell';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /api/merchant/account/getMerchantInfo: the current merchant account. */
export type MerchantInfo = z.infer<typeof merchantInfo>;

export const fetchMerchantInfo = () => api.get<MerchantInfo>('/merchant/account/getMerchantInfo');

export const merchantInfoQuery = queryOptions({ queryKey: ['merchant', 'info'], queryFn: fetchMerchantInfo });

export const useMerchantInfo = () => useQuery(merchantInfoQuery);

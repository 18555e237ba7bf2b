import { useQuery } from '@tanstack/react-query';
import { getCheckoutBrand, listBrandWebsites } from '@crossbill/contracts/endpoints/checkout';
import { endpointQuery } from '../../../lib/call';

/** GET /api/checkout/brand/detail?id= */
export const useCheckoutBrand = (id: number | null) => useQuery({ ...endpointQuery(getCheckoutBrand, { query: { id: id ?? 0 } }), enabled: id !== null });

/** GET /api/checkout/brand/websites: the approved websites a brand can apply to. */
export const useBrandWebsites = () => useQuery(endpointQuery(listBrandWebsites, undefined));

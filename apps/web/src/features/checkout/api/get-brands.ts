import { useQuery } from '@tanstack/react-query';
import { getCheckoutBrand, listBrandWebsites, listCheckoutBrands } from '@crossbill/contracts/endpoints/checkout';
import { endpointQuery } from '../../../lib/call';

/** GET /api/checkout/brand/list */
export const useCheckoutBrands = (page: number, size: number) => useQuery(endpointQuery(listCheckoutBrands, { query: { page, size } }));

/** GET /api/checkout/brand/detail?id= */
export const useCheckoutBrand = (id: number | null) => useQuery({ ...endpointQuery(getCheckoutBrand, { query: { id: id ?? 0 } }), enabled: id !== null });

/** GET /api/checkout/brand/websites: the approved websites a brand can apply to. */
export const useBrandWebsites = () => useQuery(endpointQuery(listBrandWebsites, undefined));

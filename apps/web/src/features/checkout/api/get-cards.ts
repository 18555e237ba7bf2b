import { useQuery } from '@tanstack/react-query';
import { getCheckoutCard, listCardWebsites, listCheckoutCards } from '@crossbill/contracts/endpoints/checkout';
import { endpointQuery } from '../../../lib/call';

/**
 * GET /api/checkout/card/list: every listed method, highest priority first (a merchant lists at most
 * the catalogue, fewer than the server's default page). The same query as the list page's table.
 */
export const useCheckoutCards = () => useQuery(endpointQuery(listCheckoutCards, undefined));

/** GET /api/checkout/card/detail?id= */
export const useCheckoutCard = (id: number | null) => useQuery({ ...endpointQuery(getCheckoutCard, { query: { id: id ?? 0 } }), enabled: id !== null });

/** GET /api/checkout/card/websites: the approved websites a method can apply to. */
export const useCardWebsites = () => useQuery(endpointQuery(listCardWebsites, undefined));

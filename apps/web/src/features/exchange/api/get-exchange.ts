import { useQuery } from '@tanstack/react-query';
import { getExchange, listExchanges } from '@crossbill/contracts/endpoints/exchange';
import { endpointQuery, keyOf } from '../../../lib/call';

/** Every exchange query (the list of the entity table, details): refreshed after a booking. */
export const exchangeKeys = { all: keyOf(listExchanges).slice(0, 1) };

export const useExchange = (id: number | null) => useQuery({ ...endpointQuery(getExchange, { query: { id: id ?? 0 } }), enabled: id !== null });

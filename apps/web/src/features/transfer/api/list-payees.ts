import { useQuery } from '@tanstack/react-query';
import { payeeEndpoints } from '@crossbill/contracts/endpoints/payee';
import { ownQuery } from '../../../lib/own-query';

/** GET /api/transfer/contact/list: the payees to pick from (the first 100 matching), the current merchant's own. */
export const usePayees = (name: string) => useQuery(ownQuery(payeeEndpoints.transfer.list, { query: { page: 1, size: 100, name: name || undefined } }));

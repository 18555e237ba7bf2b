import { useQuery } from '@tanstack/react-query';
import { payeeEndpoints } from '@crossbill/contracts/endpoints/payee';
import { ownQuery } from '../../../lib/own-query';

/** GET /api/transfer/contact/detail: the picked payee, one of the current merchant's own. */
export const usePayee = (id: number | undefined) => useQuery({ ...ownQuery(payeeEndpoints.transfer.detail, { query: { id: id ?? 0 } }), enabled: !!id });

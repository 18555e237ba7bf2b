import { useQuery } from '@tanstack/react-query';
import { payeeEndpoints } from '@crossbill/contracts/endpoints/payee';
import { ownQuery } from '../../../lib/own-query';

/** GET /settlement/payee/list: the own accounts a disbursement may go to (the current merchant's, even for a group). */
export const useOwnAccounts = (enabled: boolean) => useQuery({ ...ownQuery(payeeEndpoints.settlement.list, { query: { size: 100 } }), enabled });

import { useQuery } from '@tanstack/react-query';
import { getColumns } from '@crossbill/contracts/endpoints/transaction';
import { endpointQuery } from '../../../lib/call';

/** The operator's visible columns (kept on the server). */
export const columnsQuery = () => ({ ...endpointQuery(getColumns, undefined), staleTime: Infinity });
export const useColumns = () => useQuery(columnsQuery());

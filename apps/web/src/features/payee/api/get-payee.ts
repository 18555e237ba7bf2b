import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/call';
import { endpointsOf, type PayeeSurface } from './surface';

/** GET {base}/detail?id: one payee. */
export const payeeQuery = (s: PayeeSurface, id: number) => endpointQuery(endpointsOf(s).detail, { query: { id } });

export const usePayee = (s: PayeeSurface, id: number | null) => useQuery({ ...payeeQuery(s, id ?? 0), enabled: id !== null });

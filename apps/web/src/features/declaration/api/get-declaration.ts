import { useQuery } from '@tanstack/react-query';
import { getDeclaration } from '@crossbill/contracts/endpoints/declaration';
import { endpointQuery } from '../../../lib/call';

/**
 * One declaration with its history; a bad id is answered by the page, never retried. Read again every
 * 15 s while it waits for the customs, so the answer shows without a reload.
 */
export const useDeclaration = (declarationId: string) =>
  useQuery({
    ...endpointQuery(getDeclaration, { query: { declarationId } }),
    retry: false,
    refetchInterval: (q) => (q.state.data?.status === 'submitted' ? 15_000 : false),
  });

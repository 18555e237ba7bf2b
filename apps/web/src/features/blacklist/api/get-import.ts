import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getBlacklistImport, listBlacklists } from '@crossbill/contracts/endpoints/blacklist';
import { endpointQuery, keyOf } from '../../../lib/call';

const parsing = (status?: string) => status === 'to_be_parsed' || status === 'parsing';

/**
 * A blacklist import, polled while it is parsed. Once it went in, the list's header and items are
 * read again (every blacklist query but the imports', which would only poll themselves).
 */
export function useBlacklistImport(id: number | null) {
  const client = useQueryClient();
  const options = endpointQuery(getBlacklistImport, { query: { id: id ?? 0 } });
  return useQuery({
    ...options,
    queryFn: async (ctx) => {
      const file = await options.queryFn!(ctx);
      if (file.status === 'succeeded')
        void client.invalidateQueries({ queryKey: keyOf(listBlacklists).slice(0, 1), predicate: (q) => q.queryKey[1] !== getBlacklistImport.path });
      return file;
    },
    enabled: id !== null,
    refetchInterval: (q) => (parsing(q.state.data?.status) ? 1_500 : false),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAuditLogEntry, getAuditLogOptions, getAuditRetention, listAuditLog, setAuditRetention } from '@crossbill/contracts/endpoints/audit-log';
import { call, endpointQuery, keyOf } from '../../../lib/call';

/** GET /api/account/auditLog/detail, asked only while an entry is open. */
export const useAuditLogEntry = (id: number | null) => useQuery({ ...endpointQuery(getAuditLogEntry, { query: { id: id ?? 0 } }), enabled: id !== null });

/** GET /api/account/auditLog/options: the operator, action and object type choices with their labels. */
export const useAuditLogOptions = () => useQuery({ ...endpointQuery(getAuditLogOptions, undefined), staleTime: 60_000 });

/** GET /api/account/auditLog/retention */
export const useAuditRetention = () => useQuery(endpointQuery(getAuditRetention, undefined));

/** POST /api/account/auditLog/retention/update: the answer is the retention as saved; the list shows the audited change. */
export function useSaveAuditRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => call(setAuditRetention, { body: { days } }),
    onSuccess: (data) => {
      client.setQueryData(keyOf(getAuditRetention), data);
      void client.invalidateQueries({ queryKey: keyOf(listAuditLog).slice(0, 1) });
    },
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listSftpDeliveries, resendSftpFile } from '@crossbill/contracts/endpoints/sftp';
import { call, endpointQuery, keyOf } from '../../../lib/call';

/** GET /api/developer/sftp/deliveries (the delivery log, paged) */
export const useSftpDeliveries = (q: { page: number; size: number }) =>
  useQuery({ ...endpointQuery(listSftpDeliveries, { query: q }), placeholderData: keepPreviousData });

/** POST /api/developer/sftp/resend: the file is queued again; the log shows it pending */
export function useResendSftpFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(resendSftpFile, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(listSftpDeliveries) }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listSftpDestinations, saveSftpDestination, switchSftpDestination, testSftpDestination } from '@crossbill/contracts/endpoints/sftp';
import type { SftpDestination, SftpSaveBody } from '@crossbill/contracts/sftp';
import { call, endpointQuery, keyOf } from '../../../lib/call';

/** GET /api/developer/sftp/list */
export const useSftpDestinations = () => useQuery(endpointQuery(listSftpDestinations, undefined));

/** The list with one destination replaced by the server's answer. */
function useReplace() {
  const client = useQueryClient();
  return (d: SftpDestination) =>
    client.setQueryData<SftpDestination[]>(keyOf(listSftpDestinations), (list) =>
      list?.some((x) => x.id === d.id) ? list.map((x) => (x.id === d.id ? d : x)) : [...(list ?? []), d],
    );
}

/** POST /api/developer/sftp/save (add or edit) */
export function useSaveSftpDestination() {
  const replace = useReplace();
  return useMutation({ mutationFn: (body: SftpSaveBody) => call(saveSftpDestination, { body }, { quiet: true }), onSuccess: replace });
}

/** POST /api/developer/sftp/test: the answer carries the result (a failed test is an answer, not an error) */
export function useTestSftpDestination() {
  const replace = useReplace();
  return useMutation({
    mutationFn: (body: { id: number; acceptFingerprint?: string }) => call(testSftpDestination, { body }),
    onSuccess: replace,
  });
}

/** POST /api/developer/sftp/switch */
export function useSwitchSftpDestination() {
  const replace = useReplace();
  return useMutation({ mutationFn: (body: { id: number; on: boolean }) => call(switchSftpDestination, { body }), onSuccess: replace });
}

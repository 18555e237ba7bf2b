import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrolmentKind } from '@crossbill/contracts/enrolment-states';
import { call, keyOf } from '../../../lib/call';
import { KIND } from '../kind';

/** Requests the close of an enrolled enrolment. */
export function useCloseEnrolment(kind: EnrolmentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enrolmentId: string) => call(KIND[kind].close, { body: { enrolmentId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(KIND[kind].list).slice(0, 1) }),
  });
}

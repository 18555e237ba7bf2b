import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertEnrolmentSave, RdrEnrolmentSave } from '@crossbill/contracts/enrolment';
import type { EnrolmentKind } from '@crossbill/contracts/enrolment-states';
import { call, keyOf } from '../../../lib/call';
import { KIND } from '../kind';

/** Creates or changes an enrolment (and submits it with `submit`); every enrolment query reads again. */
export function useSaveEnrolment(kind: EnrolmentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertEnrolmentSave | RdrEnrolmentSave) =>
      kind === 'alerts' ? call(KIND.alerts.save, { body: body as AlertEnrolmentSave }) : call(KIND.rdr.save, { body: body as RdrEnrolmentSave }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(KIND[kind].list).slice(0, 1) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listFraudNotifications, reviewFraudNotification } from '@crossbill/contracts/endpoints/fraud';
import { call, keyOf } from '../../../lib/call';

/** Marks the notification reviewed; the list and the details read again. */
export function useReviewFraudNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) => call(reviewFraudNotification, { body: { serviceId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(listFraudNotifications).slice(0, 1) }),
  });
}

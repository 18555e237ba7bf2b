import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FraudBlacklistBody } from '@crossbill/contracts/fraud';
import { blacklistFraudPayment, getFraudNotification } from '@crossbill/contracts/endpoints/fraud';
import { listBlacklists } from '@crossbill/contracts/endpoints/blacklist';
import { call, keyOf } from '../../../lib/call';

/** Puts the reported payment's card, e-mail and IP on the blacklists; the notification and the lists read again. */
export function useBlacklistFraudPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FraudBlacklistBody) => call(blacklistFraudPayment, { body }, { quiet: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keyOf(getFraudNotification).slice(0, 1) }),
        client.invalidateQueries({ queryKey: keyOf(listBlacklists).slice(0, 1) }),
      ]),
  });
}

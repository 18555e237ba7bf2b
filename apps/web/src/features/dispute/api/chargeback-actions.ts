import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptChargeback, listChargebacks, saveRebuttalDraft, submitRebuttal, submitSecondRebuttal } from '@crossbill/contracts/endpoints/dispute';
import type { EvidenceSection } from '@crossbill/contracts/dispute-reasons';
import { call, keyOf } from '../../../lib/call';

export interface RebuttalWords {
  chargebackId: string;
  description: string;
  evidence: Partial<Record<EvidenceSection, string>>;
}

/** Every chargeback query (the list and the details share the tag) reads again after a change. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keyOf(listChargebacks).slice(0, 1) });
}

/** The open round's words, kept as a draft (resumable: the details answer it back). */
export function useSaveDraft() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: RebuttalWords) => call(saveRebuttalDraft, { body }), onSuccess: refresh });
}

/** Sends the open round: the first rebuttal, or the second one with the penalty acknowledged. */
export function useSubmitRebuttal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ second, ...body }: RebuttalWords & { second: boolean }) =>
      second ? call(submitSecondRebuttal, { body: { ...body, acknowledgePenalty: true } }) : call(submitRebuttal, { body }),
    onSuccess: refresh,
  });
}

export function useAcceptChargeback() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (chargebackId: string) => call(acceptChargeback, { body: { chargebackId } }), onSuccess: refresh });
}

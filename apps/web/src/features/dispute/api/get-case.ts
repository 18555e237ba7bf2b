import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerInquiry, listChargebacks } from '@crossbill/contracts/endpoints/dispute';
import { downloadCaseDocument, getCase, listCases } from '@crossbill/contracts/endpoints/dispute-case';
import { call, downloadFrom, endpointQuery, keyOf } from '../../../lib/call';

/** One payment's dispute case file. */
export const useCase = (transactionId: string) => useQuery(endpointQuery(getCase, { query: { transactionId } }));

/** Answers an inquiry (the chargeback module's call); the cases and the chargeback pages read again. */
export function useAnswerInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { inquiryId: string; response: string }) => call(answerInquiry, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keyOf(listCases).slice(0, 1) }),
        client.invalidateQueries({ queryKey: keyOf(listChargebacks).slice(0, 1) }),
      ]),
  });
}

export const downloadCaseFile = (transactionId: string, documentId: number) => downloadFrom(downloadCaseDocument, { query: { transactionId, documentId } });

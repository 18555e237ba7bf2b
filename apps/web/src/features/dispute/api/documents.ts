import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadRebuttalDocument, listChargebacks, uploadRebuttalDocuments } from '@crossbill/contracts/endpoints/dispute';
import type { EvidenceSection } from '@crossbill/contracts/dispute-reasons';
import { downloadFrom, keyOf, uploadTo } from '../../../lib/call';

/** One section's files in one request (the server checks the bytes and counts); the details read again. */
export function useUploadDocuments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ chargebackId, section, files }: { chargebackId: string; section: EvidenceSection; files: File[] }) =>
      uploadTo(uploadRebuttalDocuments, Object.fromEntries(files.map((f, i) => [`files${i}`, f])), { fields: { chargebackId, section } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(listChargebacks).slice(0, 1) }),
  });
}

export const downloadDocument = (chargebackId: string, documentId: number) => downloadFrom(downloadRebuttalDocument, { query: { chargebackId, documentId } });

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { declarationBatchReport, declarationTemplate, getDeclarationBatch, uploadDeclarationBatch } from '@crossbill/contracts/endpoints/declaration';
import { downloadFrom, endpointQuery, uploadTo } from '../../../lib/call';
import { refreshDeclarations } from './save-declaration';

export const downloadDeclarationTemplate = () => downloadFrom(declarationTemplate);

/** The row-by-row error report of a declaration file. */
export const downloadDeclarationReport = (id: number) => downloadFrom(declarationBatchReport, { query: { id } });

/** Polled while the file is being parsed; the list reads again once it is filed. */
export function useDeclarationBatch(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    ...endpointQuery(getDeclarationBatch, { query: { id: id ?? 0 } }),
    enabled: id !== null,
    refetchInterval: (q) => {
      const s = q.state.data?.status;
      if (s === 'to_be_parsed' || s === 'parsing') return 1_500;
      if (s === 'succeeded') void refreshDeclarations(client);
      return false;
    },
  });
}

export const useUploadDeclarations = () => useMutation({ mutationFn: (file: File) => uploadTo(uploadDeclarationBatch, file) });

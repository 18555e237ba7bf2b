import { useMutation } from '@tanstack/react-query';
import { uploadBlacklistImport } from '@crossbill/contracts/endpoints/blacklist';
import { uploadTo } from '../../../lib/call';

/** Uploads a file of items into a list; the server parses it in the background (get-import.ts follows it). */
export function useUploadImport(listId: number) {
  return useMutation({ mutationFn: (file: File) => uploadTo(uploadBlacklistImport, file, { query: { listId } }) });
}

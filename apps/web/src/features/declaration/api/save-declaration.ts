import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@crossbill/contracts/endpoint';
import { addDeclaration, getDeclaration, getDeclarationProfile, listDeclarations, resubmitDeclaration } from '@crossbill/contracts/endpoints/declaration';
import { call, keyOf } from '../../../lib/call';

export type AddBody = EndpointInput<typeof addDeclaration>['body'];
export type ResubmitBody = EndpointInput<typeof resubmitDeclaration>['body'];

/** Reads the declarations again (list, details, the remembered registration). */
export const refreshDeclarations = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: keyOf(listDeclarations).slice(0, 1) }),
    client.invalidateQueries({ queryKey: keyOf(getDeclaration).slice(0, 1) }),
    client.invalidateQueries({ queryKey: keyOf(getDeclarationProfile).slice(0, 1) }),
  ]);

/** Files a declaration (submitted at once unless saved unsent). */
export function useAddDeclaration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddBody) => call(addDeclaration, { body }, { quiet: true }),
    onSuccess: () => refreshDeclarations(client),
  });
}

/** Corrects a rejected or unsent declaration and submits it. */
export function useResubmitDeclaration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ResubmitBody) => call(resubmitDeclaration, { body }, { quiet: true }),
    onSuccess: () => refreshDeclarations(client),
  });
}

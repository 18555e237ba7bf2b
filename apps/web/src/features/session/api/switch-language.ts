import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@crossbill/contracts/constants';
import { api } from '../../../lib/api-client';

/** POST /api/merLogin/switchLanguage: server messages (respMsg, menus, dictionaries) follow. */
export const switchLanguage = (language: Language) => api.post<null>('/merLogin/switchLanguage', { language });

/** After the switch, everything the server translated is fetched again. */
export function useSwitchLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: switchLanguage,
    onSuccess: () => client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'clientConfig' }),
  });
}

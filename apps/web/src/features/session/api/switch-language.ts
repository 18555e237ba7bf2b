import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@crossbill/contracts/constants';
import { switchLanguage as switchLanguageEndpoint } from '@crossbill/contracts/endpoints/session';
import { call } from '../../../lib/call';

/** POST /api/merLogin/switchLanguage: server messages (respMsg, menus, dictionaries) follow. */
export const switchLanguage = (language: Language) => call(switchLanguageEndpoint, { body: { language } });

/** After the switch, everything the server translated is fetched again. */
export function useSwitchLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: switchLanguage,
    onSuccess: () => client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'clientConfig' }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { switchAccount as switchAccountEndpoint } from '@crossbill/contracts/endpoints/session';
import { call } from '../../../lib/call';
import { saveLoginData } from '../../../lib/session-state';
import { sessionKey } from './get-session';

/** POST /api/merLogin/switchAccount with the target login record's userId → the new session. */
export const switchAccount = (userId: number) => call(switchAccountEndpoint, { body: { userId } });

/**
 * Stores the new login data, puts the new session in the cache and resets every other query
 * (the previous merchant's data must not show); active ones (menus, bell, …) load again.
 */
export function useSwitchAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: switchAccount,
    onSuccess: async (session) => {
      saveLoginData(session);
      client.setQueryData(sessionKey, session);
      await client.resetQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] && q.queryKey[0] !== 'clientConfig' });
    },
  });
}

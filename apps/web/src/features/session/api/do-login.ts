import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginBody, SessionInfo } from '@crossbill/contracts/session';
import { doLogin as doLoginEndpoint } from '@crossbill/contracts/endpoints/session';
import { call } from '../../../lib/call';
import { saveLoginData } from '../../../lib/session-state';
import { sessionKey } from './get-session';

/** POST /api/merLogin/doLogin → the new session (silent failure codes: the page shows them). */
export const doLogin = (body: LoginBody) => call(doLoginEndpoint, { body });

/** A new session replaces everything cached for the previous one. */
export function adoptSession(client: QueryClient, session: SessionInfo): void {
  saveLoginData(session);
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] && q.queryKey[0] !== 'clientConfig' });
  client.setQueryData(sessionKey, session);
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({ mutationFn: doLogin, onSuccess: (session) => adoptSession(client, session) });
}

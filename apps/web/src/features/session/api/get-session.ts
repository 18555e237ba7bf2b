import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '@crossbill/contracts/session';
import { currentSession, getUserInformation } from '@crossbill/contracts/endpoints/session';
import { call } from '../../../lib/call';
import { loginData, saveLoginData } from '../../../lib/session-state';

/**
 * The session, or null when nobody is logged in. With login data stored this is
 * GET /api/merLogin/getUserInformation; a visitor's page load asks GET /api/merLogin/currentSession,
 * which answers null with 200 so that it logs no failed request. One key for both: the session.
 */
export const sessionKey = ['session'] as const;

export async function fetchSession(): Promise<SessionInfo | null> {
  const session = loginData() ? await call(getUserInformation, {}, { probe: true }) : await call(currentSession, {}, { probe: true });
  if (session) saveLoginData(session);
  return session;
}

export const sessionQuery = queryOptions({ queryKey: sessionKey, queryFn: fetchSession, staleTime: 60_000 });

export const useSession = () => useQuery(sessionQuery);

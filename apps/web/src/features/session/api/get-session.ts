import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '@crossbill/contracts/session';
import { api } from '../../../lib/api-client';
import { loginData, saveLoginData } from '../../../lib/session-state';

/**
 * The session, or null when nobody is logged in. With login data stored this is
 * GET /api/merLogin/getUserInformation; a visitor's page load asks GET /api/merLogin/currentSession,
 * which answers null with 200 so that it logs no failed request.
 */
export const sessionKey = ['session'] as const;

export async function fetchSession(): Promise<SessionInfo | null> {
  const session = await api.get<SessionInfo | null>(loginData() ? '/merLogin/getUserInformation' : '/merLogin/currentSession', undefined, { probe: true });
  if (session) saveLoginData(session);
  return session;
}

export const sessionQuery = queryOptions({ queryKey: sessionKey, queryFn: fetchSession, staleTime: 60_000 });

export const useSession = () => useQuery(sessionQuery);

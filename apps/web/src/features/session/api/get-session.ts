import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '@crossbill/contracts/session';
import { api } from '../../../lib/api-client';
import { saveLoginData } from '../../../lib/session-state';

/** GET /api/merLogin/getUserInformation, as a probe: null when nobody is logged in. */
export const sessionKey = ['session'] as const;

export async function fetchSession(): Promise<SessionInfo | null> {
  const session = await api.get<SessionInfo | null>('/merLogin/getUserInformation', undefined, { probe: true });
  if (session) saveLoginData(session);
  return session;
}

export const sessionQuery = queryOptions({ queryKey: sessionKey, queryFn: fetchSession, staleTime: 60_000 });

export const useSession = () => useQuery(sessionQuery);

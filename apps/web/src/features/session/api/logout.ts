import { logout as logoutEndpoint } from '@crossbill/contracts/endpoints/session';
import { call } from '../../../lib/call';
import { queryClient } from '../../../lib/query-client';
import { clearSessionState } from '../../../lib/session-state';
import { sessionKey } from './get-session';

/** GET /api/merLogin/logout ends the session on the server; the browser forgets it either way. */
export const logout = () => call(logoutEndpoint, {}, { quiet: true });

/**
 * Log out: end the session on the server, forget it, and mark it ended (null) before the caller
 * navigates, so that no guard on the way to the login page still sees the old session (the login
 * page would send the operator back into the portal).
 */
export async function endSession(): Promise<void> {
  await logout().catch(() => undefined);
  clearSessionState();
  queryClient.setQueryData(sessionKey, null);
}

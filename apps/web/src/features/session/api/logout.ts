import { api } from '../../../lib/api-client';

/** GET /api/merLogin/logout ends the session on the server; the browser forgets it either way. */
export const logout = () => api.get<null>('/merLogin/logout', undefined, { quiet: true });


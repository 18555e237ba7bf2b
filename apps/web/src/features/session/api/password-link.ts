import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getPasswordLink, setPasswordFromLink as setPasswordFromLinkEndpoint } from '@crossbill/contracts/endpoints/session';
import type { EndpointInput } from '@crossbill/contracts/endpoint';
import { call, endpointQuery } from '../../../lib/call';

/** GET /api/merLogin/passwordLink?token: whom a mailed link is for (invitation or reset). */
export const passwordLinkQuery = (token: string) => queryOptions({ ...endpointQuery(getPasswordLink, { query: { token } }), retry: false });

export const usePasswordLink = (token: string) => useQuery({ ...passwordLinkQuery(token), enabled: token.length >= 16 });

/** POST /api/merLogin/passwordLink/set {token, newPassword, confirmPassword}: the link is used up. */
export const setPasswordFromLink = (body: EndpointInput<typeof setPasswordFromLinkEndpoint>['body']) => call(setPasswordFromLinkEndpoint, { body });

export const useSetPasswordFromLink = () => useMutation({ mutationFn: setPasswordFromLink });

import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordBody } from '@crossbill/contracts/session';
import { updatePassword as updatePasswordEndpoint } from '@crossbill/contracts/endpoints/session';
import { call } from '../../../lib/call';

/** POST /api/updateMerLoginPassword: with a session, or with the e-mail when the password expired. */
export const updatePassword = (body: UpdatePasswordBody) => call(updatePasswordEndpoint, { body });

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });

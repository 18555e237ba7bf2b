import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathOf, type EndpointData } from '@crossbill/contracts/endpoint';
import { getFaceOverview, getFaceSession, startFace, submitFace } from '@crossbill/contracts/endpoints/onboarding';
import { apiUrl } from '../../../lib/api-client';
import { call, endpointQuery, keyOf } from '../../../lib/call';
import { postMultipart } from './upload';

/** Face authentication of owners (supplement/jumio) and the owner's phone page (/face/:token). */
export type FaceOverview = EndpointData<typeof getFaceOverview>;
export type FaceCheck = EndpointData<typeof startFace>;
export type FaceSession = EndpointData<typeof getFaceSession>;

export const useFaceOverview = () => useQuery({ ...endpointQuery(getFaceOverview, undefined), refetchInterval: 10_000 });

export function useStartFace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { personKey: string; ownerName: string }) => call(startFace, { body }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: keyOf(getFaceOverview) }), client.invalidateQueries({ queryKey: ['session'] })]),
  });
}

const faceSessionQuery = (token: string) => endpointQuery(getFaceSession, { query: { token } }, { quiet: true });

export const useFaceSession = (token: string) => useQuery({ ...faceSessionQuery(token), retry: false });

export function useSubmitFace(token: string) {
  const client = useQueryClient();
  return useMutation({
    // two photo parts (selfie, idPhoto), where uploadTo() sends one `file`
    mutationFn: (files: { selfie: File; idPhoto: File }) => postMultipart<EndpointData<typeof submitFace>>(apiUrl(pathOf(submitFace), { token }), files),
    onSuccess: (data) => client.setQueryData(faceSessionQuery(token).queryKey, data),
  });
}

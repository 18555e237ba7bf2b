import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointData } from '@crossbill/contracts/endpoint';
import { getFaceOverview, getFaceSession, startFace, submitFace } from '@crossbill/contracts/endpoints/onboarding';
import { call, endpointQuery, keyOf, uploadTo } from '../../../lib/call';

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
    mutationFn: (files: { selfie: File; idPhoto: File }) => uploadTo(submitFace, files, { query: { token } }),
    onSuccess: (data) => client.setQueryData(faceSessionQuery(token).queryKey, data),
  });
}

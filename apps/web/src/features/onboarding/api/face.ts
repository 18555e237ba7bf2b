import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { faceCheck, faceOverview, faceSession } from '@crossbill/contracts/face';
import { api, apiUrl } from '../../../lib/api-client';
import { postMultipart } from './upload';

/** Face authentication of owners (supplement/jumio) and the owner's phone page (/face/:token). */
export type FaceOverview = z.infer<typeof faceOverview>;
export type FaceCheck = z.infer<typeof faceCheck>;
export type FaceSession = z.infer<typeof faceSession>;

export const useFaceOverview = () =>
  useQuery({ queryKey: ['onboarding', 'face'], queryFn: () => api.get<FaceOverview>('/merchant/face/list'), refetchInterval: 10_000 });

export function useStartFace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { personKey: string; ownerName: string }) => api.post<FaceCheck>('/merchant/face/start', body),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['onboarding', 'face'] }), client.invalidateQueries({ queryKey: ['session'] })]),
  });
}

export const useFaceSession = (token: string) =>
  useQuery({ queryKey: ['face', token], queryFn: () => api.get<FaceSession>('/face/session', { token }, { quiet: true }), retry: false });

export function useSubmitFace(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: { selfie: File; idPhoto: File }) => postMultipart<FaceSession>(apiUrl('/face/submit', { token }), files),
    onSuccess: (data) => client.setQueryData(['face', token], data),
  });
}

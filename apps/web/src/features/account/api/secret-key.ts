import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = ['account', 'secretKey'] as const;
type Result = { secretKey: string; version: number };

/** GET /api/account/secretKey: masked key, version, whether the operator has a payment password. */
export const useSecretKey = () =>
  useQuery({ queryKey: key, queryFn: () => api.get<{ masked: string; version: number; paymentPasswordSet: boolean }>('/account/secretKey') });

/** POST /api/account/secretKey/reveal (payment password) */
export const useRevealSecretKey = () =>
  useMutation({ mutationFn: (paymentPassword: string) => api.post<Result>('/account/secretKey/reveal', { paymentPassword }) });

/** POST /api/account/secretKey/rotate (payment password and confirmation) */
export function useRotateSecretKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentPassword: string) => api.post<Result>('/account/secretKey/rotate', { paymentPassword, confirm: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaptureSettings, CaptureSettingsBody } from '@crossbill/contracts/dashboard';
import { api } from '../../../lib/api-client';

const key = ['checkout', 'paymentSetting'] as const;

/** GET /api/checkout/paymentSetting */
export const useCaptureSettings = () => useQuery({ queryKey: key, queryFn: () => api.get<CaptureSettings>('/checkout/paymentSetting') });

/** POST /api/checkout/paymentSetting/save */
export function useSaveCaptureSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CaptureSettingsBody) => api.post<CaptureSettings>('/checkout/paymentSetting/save', body),
    onSuccess: (data) => client.setQueryData(key, data),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@crossbill/contracts/endpoint';
import { getCaptureSettings, saveCaptureSettings } from '@crossbill/contracts/endpoints/dashboard';
import { call, endpointQuery, keyOf } from '../../../lib/call';

/** GET /api/checkout/paymentSetting */
export const useCaptureSettings = () => useQuery(endpointQuery(getCaptureSettings, undefined));

/** POST /api/checkout/paymentSetting/save: the answer is the settings as saved. */
export function useSaveCaptureSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof saveCaptureSettings>['body']) => call(saveCaptureSettings, { body }),
    onSuccess: (data) => client.setQueryData(keyOf(getCaptureSettings), data),
  });
}

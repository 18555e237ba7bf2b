import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CodeSent } from '@crossbill/contracts/registration';
import type { PaymentPasswordBody, paymentPasswordInfo, phoneInfo, PhoneInput } from '@crossbill/contracts/security';
import { api } from '../../../lib/api-client';

/** Security settings calls: payment password and phone binding. */

type PaymentInfo = z.infer<typeof paymentPasswordInfo>;
type PhoneInfo = z.infer<typeof phoneInfo>;

export const paymentInfoQuery = queryOptions({ queryKey: ['security', 'payment'], queryFn: () => api.get<PaymentInfo>('/security/payment/info') });
export const usePaymentInfo = () => useQuery(paymentInfoQuery);

export const sendPaymentCode = () => api.post<CodeSent>('/security/payment/sendCode');

export function useSavePaymentPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentPasswordBody) => api.post<null>('/security/payment/save', body),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentInfoQuery.queryKey }),
  });
}

export const phoneInfoQuery = queryOptions({ queryKey: ['security', 'sms'], queryFn: () => api.get<PhoneInfo>('/security/sms/info') });
export const usePhoneInfo = () => useQuery(phoneInfoQuery);

export const sendPhoneCode = (phone: PhoneInput) => api.post<CodeSent>('/merLogin/getPhoneCaptcha', phone);

export function useBindPhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PhoneInput & { code: string }) => api.post<PhoneInfo>('/security/sms/bind', body),
    onSuccess: (data) => client.setQueryData(phoneInfoQuery.queryKey, data),
  });
}

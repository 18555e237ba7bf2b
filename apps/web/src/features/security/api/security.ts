import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentPasswordBody, PhoneInput } from '@crossbill/contracts/security';
import {
  bindPhone,
  getPaymentPasswordInfo,
  getPhoneInfo,
  savePaymentPassword,
  sendPaymentCode as sendPaymentCodeEndpoint,
  sendPhoneCaptcha,
} from '@crossbill/contracts/endpoints/security';
import { call, endpointQuery } from '../../../lib/call';

/** Security settings calls: payment password and phone binding. */

export const paymentInfoQuery = queryOptions(endpointQuery(getPaymentPasswordInfo, undefined));
export const usePaymentInfo = () => useQuery(paymentInfoQuery);

export const sendPaymentCode = () => call(sendPaymentCodeEndpoint);

export function useSavePaymentPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentPasswordBody) => call(savePaymentPassword, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentInfoQuery.queryKey }),
  });
}

export const phoneInfoQuery = queryOptions(endpointQuery(getPhoneInfo, undefined));
export const usePhoneInfo = () => useQuery(phoneInfoQuery);

export const sendPhoneCode = (phone: PhoneInput) => call(sendPhoneCaptcha, { body: phone });

export function useBindPhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PhoneInput & { code: string }) => call(bindPhone, { body }),
    onSuccess: (data) => client.setQueryData(phoneInfoQuery.queryKey, data),
  });
}

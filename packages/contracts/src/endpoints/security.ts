import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { codeSent } from '../registration.ts';
import { bindPhoneBody, paymentPasswordBody, paymentPasswordInfo, phoneCaptchaBody, phoneInfo } from '../security.ts';

/** Logged-in security settings: payment password and phone binding (spec 2 security/*). */
const tags = ['security'];

export const getPaymentPasswordInfo = defineEndpoint({
  method: 'GET',
  path: '/security/payment/info',
  permission: 'security:payment',
  response: paymentPasswordInfo,
  summary: 'Payment password state',
  tags,
});

export const sendPaymentCode = defineEndpoint({
  method: 'POST',
  path: '/security/payment/sendCode',
  permission: 'security:payment',
  response: codeSent,
  summary: 'Mail a payment-password code',
  tags,
});

export const savePaymentPassword = defineEndpoint({
  method: 'POST',
  path: '/security/payment/save',
  permission: 'security:payment',
  body: paymentPasswordBody,
  response: z.null(),
  summary: 'Set or change the payment password',
  tags,
});

export const getPhoneInfo = defineEndpoint({
  method: 'GET',
  path: '/security/sms/info',
  permission: 'security:sms',
  response: phoneInfo,
  summary: 'The bound phone',
  tags,
});

export const sendPhoneCaptcha = defineEndpoint({
  method: 'POST',
  path: '/merLogin/getPhoneCaptcha',
  permission: 'security:sms',
  body: phoneCaptchaBody,
  response: codeSent,
  summary: 'Send an SMS code to bind a phone',
  tags,
});

export const bindPhone = defineEndpoint({
  method: 'POST',
  path: '/security/sms/bind',
  permission: 'security:sms',
  body: bindPhoneBody,
  response: phoneInfo,
  summary: 'Bind the phone with its SMS code',
  tags,
});

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { captchaData } from '@crossbill/contracts/session';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /api/merLogin/captcha: an image and the key to send back; every fetch is a new challenge. */
export type Captcha = z.infer<typeof captchaData>;

export const fetchCaptcha = () => api.get<Captcha>('/merLogin/captcha');

export const captchaQuery = queryOptions({ queryKey: ['captcha'], queryFn: fetchCaptcha, staleTime: 0, gcTime: 0 });

export const useCaptcha = (enabled: boolean) => useQuery({ ...captchaQuery, enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCaptcha } from '@crossbill/contracts/endpoints/session';
import type { EndpointData } from '@crossbill/contracts/endpoint';
import { endpointQuery } from '../../../lib/call';

/** GET /api/merLogin/captcha: an image and the key to send back; every fetch is a new challenge. */
export type Captcha = EndpointData<typeof getCaptcha>;

export const captchaQuery = queryOptions({ ...endpointQuery(getCaptcha, undefined), staleTime: 0, gcTime: 0 });

export const useCaptcha = (enabled: boolean) => useQuery({ ...captchaQuery, enabled });

import { useMutation, useQuery } from '@tanstack/react-query';
import type { EndpointInput } from '@crossbill/contracts/endpoint';
import { embedDemo, hostedDemo, readPageSession } from '@crossbill/contracts/endpoints/hosted-checkout';
import { call, endpointQuery } from '../../../lib/call';

/** hosted: the demo page (/demo, checkout:demo); embed: the embedded form's (/cp-form-demo, checkout:cpFormDemo). */
export type DemoKind = 'hosted' | 'embed';
const ENDPOINTS = { hosted: hostedDemo, embed: embedDemo } as const;

/** GET /api/checkout/{demo|cp-form-demo}/websites: the merchant's approved applications */
export const useDemoWebsites = (kind: DemoKind) => useQuery(endpointQuery(ENDPOINTS[kind].websites, undefined));

/** POST /api/checkout/{demo|cp-form-demo}/session: a real session, returning to the demo page */
export const useCreateDemoSession = (kind: DemoKind) =>
  useMutation({ mutationFn: (body: EndpointInput<typeof hostedDemo.session>['body']) => call(ENDPOINTS[kind].session, { body }) });

/** GET /api/pay/session/{id}: the session as the hosted page sees it (its real status when the customer comes back) */
export const usePageSession = (sessionId: string | null) =>
  useQuery({ ...endpointQuery(readPageSession, { params: { sessionId: sessionId ?? '' } }), enabled: sessionId !== null });

import { defineEndpoint } from '../endpoint.ts';
import { cancelAnswer, checkoutSession, demoSessionBody, demoWebsites, pageSession, payAnswer, payBody, sessionIdParams } from '../hosted-checkout.ts';

/**
 * The hosted payment page's own calls (public: the unguessable session id is the only key) and the
 * portal's demo pages, which make real sessions for the merchant's approved applications.
 */
const tags = ['hosted-checkout'];

export const readPageSession = defineEndpoint({
  method: 'GET',
  path: '/pay/session/:sessionId',
  permission: 'public',
  params: sessionIdParams,
  response: pageSession,
  summary: "The hosted page's session: amount, merchant, look, the methods that take its currency, status and the payment's outcome",
  tags,
});

export const payPageSession = defineEndpoint({
  method: 'POST',
  path: '/pay/session/:sessionId/pay',
  permission: 'public',
  params: sessionIdParams,
  body: payBody,
  response: payAnswer,
  summary: 'Pay the session once with a card or a local method (a 3-D Secure card answers challenge first); a second call answers the first result',
  tags,
});

export const cancelPageSession = defineEndpoint({
  method: 'POST',
  path: '/pay/session/:sessionId/cancel',
  permission: 'public',
  params: sessionIdParams,
  response: cancelAnswer,
  summary: 'Cancel an open session (when the brand allows it): the answer is the return URL with status cancelled',
  tags,
});

const demo = (path: '/checkout/demo' | '/checkout/cp-form-demo', permission: string) => ({
  websites: defineEndpoint({
    method: 'GET',
    path: `${path}/websites`,
    permission,
    response: demoWebsites,
    summary: "The merchant's approved applications a demo session may name",
    tags,
  }),
  session: defineEndpoint({
    method: 'POST',
    path: `${path}/session`,
    permission,
    body: demoSessionBody,
    response: checkoutSession,
    summary: 'Create a real checkout session for the demo (the same service as /v1/checkout/sessions), returning to the demo page',
    tags,
  }),
});

export const hostedDemo = demo('/checkout/demo', 'checkout:demo');
export const embedDemo = demo('/checkout/cp-form-demo', 'checkout:cpFormDemo');

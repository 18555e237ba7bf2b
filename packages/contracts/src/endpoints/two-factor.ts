import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { sessionInfo } from '../session.ts';
import {
  recoveryCodes,
  recoveryCodesRegenerateBody,
  stepUpAnswer,
  stepUpBody,
  twoFactorCodeBody,
  twoFactorConfirmBody,
  twoFactorEnrolment,
  twoFactorInfo,
  twoFactorPolicyBody,
  verifyTwoFactorBody,
} from '../two-factor.ts';

/**
 * Two-factor sign-in and step-up (identity/two-factor.ts). A person's own factor is `self` (an
 * operator whose merchant requires it enrols before anything else, whatever their role); requiring it
 * of the merchant's operators is the administrators' button.
 */
const tags = ['security'];

export const TWO_FACTOR_PAGE = 'security:twoFactor';
export const TWO_FACTOR_REQUIRE = 'security:twoFactor:require';

export const getTwoFactorInfo = defineEndpoint({
  method: 'GET',
  path: '/security/twoFactor/info',
  permission: 'self',
  allowTwoFactorSetup: true,
  response: twoFactorInfo,
  summary: 'Two-factor sign-in state',
  tags,
});

export const startTwoFactorEnrolment = defineEndpoint({
  method: 'POST',
  path: '/security/twoFactor/enrol/start',
  permission: 'self',
  allowTwoFactorSetup: true,
  response: twoFactorEnrolment,
  summary: 'A new authenticator secret with its QR code',
  tags,
});

export const confirmTwoFactorEnrolment = defineEndpoint({
  method: 'POST',
  path: '/security/twoFactor/enrol/confirm',
  permission: 'self',
  allowTwoFactorSetup: true,
  body: twoFactorConfirmBody,
  response: recoveryCodes,
  summary: 'Turn two-factor sign-in on with the first code; the recovery codes',
  tags,
});

export const regenerateRecoveryCodes = defineEndpoint({
  method: 'POST',
  path: '/security/twoFactor/recoveryCodes',
  permission: 'self',
  body: recoveryCodesRegenerateBody,
  response: recoveryCodes,
  summary: "New recovery codes (every earlier one stops working), confirmed with the app's code",
  tags,
});

export const disableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/security/twoFactor/disable',
  permission: 'self',
  body: twoFactorCodeBody,
  response: z.null(),
  summary: 'Turn two-factor sign-in off with a code',
  tags,
});

export const setTwoFactorPolicy = defineEndpoint({
  method: 'POST',
  path: '/security/twoFactor/policy',
  permission: TWO_FACTOR_REQUIRE,
  body: twoFactorPolicyBody,
  response: z.null(),
  summary: "Require two-factor sign-in of the merchant's operators",
  tags,
});

export const stepUp = defineEndpoint({
  method: 'POST',
  path: '/security/stepUp',
  permission: 'self',
  body: stepUpBody,
  response: stepUpAnswer,
  summary: 'Prove a fresh second factor for sensitive actions',
  tags,
});

export const verifyTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/merLogin/verifyTwoFactor',
  permission: 'public',
  body: verifyTwoFactorBody,
  response: sessionInfo,
  summary: "Finish a login with the authenticator's code or a recovery code",
  tags,
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  applicationView,
  approvalRecord,
  bankEntry,
  bankSearchQuery,
  cancelBody,
  draftBody,
  draftData,
  draftQuery,
  payoutBody,
  submitBody,
} from '../onboarding.ts';
import { faceCheck, faceOverview, faceSession, faceStartBody, faceTokenQuery } from '../face.ts';
import { ONBOARDING_CODE } from '../resources.ts';

/**
 * The onboarding wizard (spec 7 /merLogin/*, supplement pages) and face authentication. The wizard
 * serves an applicant without a merchant (their own application) and an operator inside a merchant
 * (its supplement, extra accounts, owners' documents and face checks): the operator needs the
 * onboarding pages' code (`applicant: true`).
 */
const tags = ['onboarding'];

export const getDraft = defineEndpoint({
  method: 'GET',
  path: '/merLogin/cache/improveInformation',
  permission: ONBOARDING_CODE,
  applicant: true,
  query: draftQuery,
  response: draftData.nullable(),
  summary: 'The saved draft of the application wizard',
  tags,
});

export const saveDraft = defineEndpoint({
  method: 'POST',
  path: '/merLogin/cache/improveInformation',
  permission: ONBOARDING_CODE,
  applicant: true,
  body: draftBody,
  response: draftData,
  summary: 'Save the application wizard draft',
  tags,
});

export const submitApplication = defineEndpoint({
  method: 'POST',
  path: '/merLogin/improveInformation',
  permission: ONBOARDING_CODE,
  applicant: true,
  body: submitBody,
  response: approvalRecord,
  summary: 'Submit the network application (or a supplement, or an additional account)',
  tags,
});

export const getApplication = defineEndpoint({
  method: 'GET',
  path: '/merLogin/getApplication',
  permission: ONBOARDING_CODE,
  applicant: true,
  query: draftQuery,
  response: applicationView,
  summary: 'The current application: approval status and data',
  tags,
});

export const cancelApplication = defineEndpoint({
  method: 'POST',
  path: '/merLogin/cancelApplication',
  permission: ONBOARDING_CODE,
  applicant: true,
  body: cancelBody,
  response: approvalRecord,
  summary: 'Withdraw an application waiting for review',
  tags,
});

export const submitPayout = defineEndpoint({
  method: 'POST',
  path: '/merchant/supplement/payout',
  permission: ONBOARDING_CODE,
  body: payoutBody,
  response: approvalRecord,
  summary: 'Apply for the payout business',
  tags,
});

export const searchBanks = defineEndpoint({
  method: 'GET',
  path: '/onboarding/bank/search',
  permission: 'self',
  query: bankSearchQuery,
  response: z.array(bankEntry),
  summary: 'Banks by name or SWIFT (at least 3 characters)',
  tags,
});

// ---- face authentication (supplement/jumio and the owner's phone page)

export const getFaceOverview = defineEndpoint({
  method: 'GET',
  path: '/merchant/face/list',
  permission: ONBOARDING_CODE,
  response: faceOverview,
  summary: "Owners' face authentication and the company's state",
  tags,
});

export const startFace = defineEndpoint({
  method: 'POST',
  path: '/merchant/face/start',
  permission: ONBOARDING_CODE,
  body: faceStartBody,
  response: faceCheck,
  summary: 'A face authentication link and QR code for one owner',
  tags,
});

export const getFaceSession = defineEndpoint({
  method: 'GET',
  path: '/face/session',
  permission: 'public',
  query: faceTokenQuery,
  response: faceSession,
  summary: 'The owner-facing face authentication page',
  tags,
});

/** Multipart: the parts `selfie` and `idPhoto` are read by the handler, outside the schema. */
export const submitFace = defineEndpoint({
  method: 'POST',
  path: '/face/submit',
  permission: 'public',
  query: faceTokenQuery,
  response: faceSession,
  summary: 'The owner sends a selfie and an ID photo (multipart: selfie, idPhoto)',
  tags,
});

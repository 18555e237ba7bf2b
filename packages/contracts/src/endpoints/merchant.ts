import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { merchantList, profilePreferences, profileUpdateBody } from '../session.ts';
import { auditRecord, auditRecordQuery, merchantInfo, novationConfirmBody, novationPending, novationResult } from '../shell.ts';
import { NOVATION_CODE } from '../resources.ts';
import { serialIdParam } from '../validation.ts';

/** The person's merchant accounts, the current merchant (shell) and the contracting-party change (novation). */
const tags = ['merchant'];

export const listMerchants = defineEndpoint({
  method: 'GET',
  path: '/merOperator/listMerchant',
  permission: 'self',
  response: merchantList,
  summary: "The person's merchant accounts",
  tags,
});

export const setDefaultAccount = defineEndpoint({
  method: 'POST',
  path: '/merOperator/defaultLoginAccount/:id',
  permission: 'self',
  params: z.object({ id: serialIdParam }),
  response: z.null(),
  summary: 'Make a merchant account the default one',
  tags,
});

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/merchant/profile',
  permission: 'operator',
  response: profilePreferences,
  summary: "The operator's preferences in this merchant (display currencies, visible table columns)",
  tags,
});

export const updateProfile = defineEndpoint({
  method: 'POST',
  path: '/merchant/profile/update',
  permission: 'operator',
  body: profileUpdateBody,
  response: profilePreferences,
  summary: "The operator's preferences",
  tags,
});

export const getAuditLastRecord = defineEndpoint({
  method: 'GET',
  path: '/merchant/account/getMerchantAuditLastRecord',
  // the status bar's reason of a failed review, shown to every operator
  permission: 'operator',
  query: auditRecordQuery,
  response: auditRecord.nullable(),
  summary: 'Last review record of an application',
  tags,
});

export const getMerchantInfo = defineEndpoint({
  method: 'GET',
  path: '/merchant/account/getMerchantInfo',
  permission: 'operator',
  response: merchantInfo,
  summary: 'The current merchant account',
  tags,
});

export const getCurrentNovation = defineEndpoint({
  method: 'GET',
  path: '/merchant/Novation/current',
  permission: NOVATION_CODE,
  response: novationPending.nullable(),
  summary: 'Agreement awaiting confirmation',
  tags,
});

export const confirmNovation = defineEndpoint({
  method: 'POST',
  path: '/merchant/Novation/confirmResigning',
  permission: NOVATION_CODE,
  body: novationConfirmBody,
  response: novationResult,
  summary: 'Confirm the contracting-party change',
  tags,
});

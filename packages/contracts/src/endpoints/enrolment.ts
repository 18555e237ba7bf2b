import { z } from 'zod';
import { pageOf } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';
import { alertEnrolmentSave, enrolmentClose, enrolmentDetail, enrolmentItem, enrolmentListQuery, enrolmentQuery, rdrEnrolmentSave } from '../enrolment.ts';

/**
 * Enrolments in the dispute-prevention services (spec 2 Risk: alert-enrolment and rdr-enrolment list,
 * edit, view). Each kind has its own menu code, so its own endpoints; reads are open to group (type 3)
 * and proxy (type 2) merchants across their members, changes only to the merchant itself.
 */
const families = ['/blocMer', '/proxyMer'] as const;
const tags = ['enrolment'];
const saved = z.object({ enrolmentId: z.string(), status: enrolmentItem.shape.status });

export const listAlertEnrolments = defineEndpoint({
  method: 'GET',
  path: '/risk/alert-enrolment/list',
  permission: 'risk:alertEnrolment',
  families,
  query: enrolmentListQuery,
  response: pageOf(enrolmentItem),
  summary: 'Alert (Ethoca-type) enrolments, newest first, by status and merchant identifier',
  tags,
});

export const getAlertEnrolment = defineEndpoint({
  method: 'GET',
  path: '/risk/alert-enrolment/detail',
  permission: 'risk:alertEnrolment',
  families,
  query: enrolmentQuery,
  response: enrolmentDetail,
  summary: 'One alert enrolment with its timeline',
  tags,
});

export const saveAlertEnrolment = defineEndpoint({
  method: 'POST',
  path: '/risk/alert-enrolment/save',
  permission: 'risk:alertEnrolment:edit',
  body: alertEnrolmentSave,
  response: saved,
  summary: 'Create an alert enrolment (initiated) or change one while it may be changed; `submit` also sends it (pending enrolment)',
  tags,
});

export const closeAlertEnrolment = defineEndpoint({
  method: 'POST',
  path: '/risk/alert-enrolment/close',
  permission: 'risk:alertEnrolment:edit',
  body: enrolmentClose,
  response: saved,
  summary: 'Request the close of an enrolled alert enrolment (initiated close → pending disenrolment)',
  tags,
});

export const listRdrEnrolments = defineEndpoint({
  method: 'GET',
  path: '/risk/rdr-enrolment/list',
  permission: 'risk:rdrEnrolment',
  families,
  query: enrolmentListQuery,
  response: pageOf(enrolmentItem),
  summary: 'RDR (Verifi-type) enrolments, newest first, by status and merchant identifier',
  tags,
});

export const getRdrEnrolment = defineEndpoint({
  method: 'GET',
  path: '/risk/rdr-enrolment/detail',
  permission: 'risk:rdrEnrolment',
  families,
  query: enrolmentQuery,
  response: enrolmentDetail,
  summary: 'One RDR enrolment with its BINs, CAIDs, decision rules and timeline',
  tags,
});

export const saveRdrEnrolment = defineEndpoint({
  method: 'POST',
  path: '/risk/rdr-enrolment/save',
  permission: 'risk:rdrEnrolment:edit',
  body: rdrEnrolmentSave,
  response: saved,
  summary: 'Create an RDR enrolment (initiated) or change one (its rules included) while it may be changed; `submit` also sends it',
  tags,
});

export const closeRdrEnrolment = defineEndpoint({
  method: 'POST',
  path: '/risk/rdr-enrolment/close',
  permission: 'risk:rdrEnrolment:edit',
  body: enrolmentClose,
  response: saved,
  summary: 'Request the close of an enrolled RDR enrolment (initiated close → pending disenrolment)',
  tags,
});

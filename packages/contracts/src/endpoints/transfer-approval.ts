import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  approvalFlowView,
  approvalFormData,
  approvalSaveBody,
  approvalSettingBody,
  approvalSettingView,
  approvalStateBody,
  flowQuery,
  pendingCount,
} from '../transfer-approval.ts';

/**
 * The transfer approval setting (spec 2 security/transapproval) and the approval flows it starts.
 * The pending count and the flows are read with the Transfers permission, the approvers' own.
 */
const tags = ['transfer-approval'];
const VIEW = 'security:transapproval';
const EDIT = 'security:transapproval:edit';
/** the Transfers page (spec 6): who reads approval flows and counts */
const TRANSFERS = 'transfer:transfer';

export const getApprovalSetting = defineEndpoint({
  method: 'GET',
  path: '/transApproval/setting',
  permission: VIEW,
  response: approvalSettingView,
  summary: 'The transfer approval setting and its state (no setup, enabled, disabled)',
  tags,
});

export const getApprovalFormData = defineEndpoint({
  method: 'GET',
  path: '/transApproval/formData',
  permission: EDIT,
  response: approvalFormData,
  summary: 'Users who may approve transfers (Transfers permission) and the USD mid rates of the amount cap',
  tags,
});

export const checkApprovalSetting = defineEndpoint({
  method: 'POST',
  path: '/transApproval/check',
  permission: EDIT,
  body: approvalSettingBody,
  response: z.null(),
  summary: 'Check a setting against every rule before the confirmation page (nothing is saved)',
  tags,
});

export const saveApprovalSetting = defineEndpoint({
  method: 'POST',
  path: '/transApproval/save',
  permission: EDIT,
  body: approvalSaveBody,
  response: approvalSettingView,
  summary: 'Confirm a setting with the login password; the setting becomes enabled',
  tags,
});

export const setApprovalState = defineEndpoint({
  method: 'POST',
  path: '/transApproval/state',
  permission: EDIT,
  body: approvalStateBody,
  response: approvalSettingView,
  summary: 'Enable or disable the transfer approval setting',
  tags,
});

export const countPendingApprovals = defineEndpoint({
  method: 'GET',
  path: '/transApproval/pending/count',
  permission: TRANSFERS,
  response: pendingCount,
  summary: 'How many approvals the operator can decide now, per subject type',
  tags,
});

export const getApprovalFlow = defineEndpoint({
  method: 'GET',
  path: '/approveTask/getApproveTaskByAssociationId',
  permission: TRANSFERS,
  query: flowQuery,
  response: approvalFlowView.nullable(),
  summary: 'The approval flow of a subject (a transfer): steps, approvers, decisions and times',
  tags,
});

import { defineEndpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  auditLogDetail,
  auditLogExportBody,
  auditLogIdQuery,
  auditLogItem,
  auditLogListQuery,
  auditLogOptions,
  auditRetention,
  auditRetentionBody,
} from '../audit-log.ts';
import { downloadTask } from '../shell.ts';

/**
 * The team audit log (Account › Audit log): administrators only (account:auditLog, which the
 * administrator role holds and other roles do not unless an administrator grants it). The merchant's
 * own entries: a group merchant reads its own log, not its members' (each member's administrators
 * read theirs), so no /blocMer or /proxyMer family.
 */
const tags = ['account'];

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/account/auditLog/list',
  permission: 'account:auditLog',
  query: auditLogListQuery,
  response: pageOf(auditLogItem),
  summary: 'Audit entries of the merchant, newest first, by operator, action, object type and id, time range and IP',
  tags,
});

export const getAuditLogEntry = defineEndpoint({
  method: 'GET',
  path: '/account/auditLog/detail',
  permission: 'account:auditLog',
  query: auditLogIdQuery,
  response: auditLogDetail,
  summary: 'One audit entry: who, what, where (IP, device, user agent) and its before/after summary',
  tags,
});

export const getAuditLogOptions = defineEndpoint({
  method: 'GET',
  path: '/account/auditLog/options',
  permission: 'account:auditLog',
  response: auditLogOptions,
  summary: "The filters' choices: the merchant's operators, every action and object type with its label",
  tags,
});

export const exportAuditLog = defineEndpoint({
  method: 'POST',
  path: '/account/auditLog/export',
  permission: 'account:auditLog:export',
  body: auditLogExportBody,
  response: downloadTask,
  summary: 'Export the filtered audit entries to the download center (xlsx)',
  tags,
});

export const getAuditRetention = defineEndpoint({
  method: 'GET',
  path: '/account/auditLog/retention',
  permission: 'account:auditLog',
  response: auditRetention,
  summary: 'How long the merchant keeps its audit entries (days) and the choices',
  tags,
});

export const setAuditRetention = defineEndpoint({
  method: 'POST',
  path: '/account/auditLog/retention/update',
  permission: 'account:auditLog:retention',
  body: auditRetentionBody,
  response: auditRetention,
  summary: 'Change how long the audit entries are kept; older ones are deleted by the daily job',
  tags,
});

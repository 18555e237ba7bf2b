import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { isoDateTime, paging, serialIdParam, text } from './validation.ts';

/** Notice (spec 3) with its read state for the current user. */
export const notice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishTime: z.string(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof notice>;
export const noticeReadBody = z.object({ id: serialIdParam });
/** GET /api/merAnnouncement/list: paging, title contains, read state ('true' read, 'false' unread). */
export const noticeListQuery = pageQuery.extend({
  title: text(256).optional(),
  read: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
/** GET /api/merAnnouncement/unreadlist?size: the bell's first unread notices and the unread count. */
export const unreadNoticeList = z.object({ content: z.array(notice), total: z.number().int() });

/** Download task (spec 3); fileStatus values are FileStatus in constants.ts. */
export const downloadTask = z.object({
  id: z.number().int(),
  merchantNo: z.string(),
  fileName: z.string(),
  fileUrl: z.string().nullable(),
  dateTime: z.string(),
  fileStatus: z.string(),
  downloadFlag: z.number().int(),
});
export type DownloadTask = z.infer<typeof downloadTask>;

/** GET /api/downloadFile/queryDownloads: begin and end date-time, size (spec 7). */
export const downloadQuery = z.object({
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
  ...paging({ maxSize: 100, defaultSize: 5 }),
  /** download center filters: part of the file name, one FILE_STATUS value */
  fileName: text(200).optional(),
  fileStatus: z.enum(['GS', 'GI', 'GF', 'GE']).optional(),
});
export const updateDownloadFlagBody = z.object({ fileId: serialIdParam });

/** Dictionary entry (spec 3). */
export const dictEntry = z.object({ value: z.string(), description: z.string() });
export type DictEntry = z.infer<typeof dictEntry>;
export const DICT_NAMES = [
  'CURRENCY',
  'PAYOUT_CURRENCY',
  'FILE_STATUS',
  'MERCHANT_STATUS',
  'MERCHANT_TYPE',
  'BUSINESS_TYPE',
  'APPROVAL_STATUS',
  'LANGUAGE',
] as const;
export const dictQuery = z.object({
  names: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(DICT_NAMES)).min(1, 'validation.required').max(DICT_NAMES.length)),
});

/** Contract confirmation result (spec 3), POST /api/merchant/Novation/confirmResigning. */
export const novationConfirmBody = z.object({
  agreed: z.literal(true, { message: 'validation.agreeTerms' }),
  contractVersion: z.string().min(1).max(32),
});
export const novationResult = z.object({
  merchantNo: z.string(),
  merchantName: z.string(),
  createTime: z.string(),
  ip: z.string(),
  contractVersion: z.string(),
  confirmNo: z.string(),
  effectiveTime: z.string(),
});
/** GET /api/merchant/Novation/current: the agreement the popup asks about. */
export const novationPending = z.object({
  contractVersion: z.string(),
  currentEntity: z.string(),
  newEntity: z.string(),
  switchDays: z.number().int(),
});

/** Action-log event (spec 3), sent fire-and-forget by the web. */
export const actionLogEvent = z.object({
  page_url: z.string().max(2048),
  page_referrer_url: z.string().max(2048).optional().default(''),
  page_name: z.string().max(256),
  merchant_no: z.string().max(64).optional().default(''),
  user_id: z.string().max(64).optional().default(''),
  user_role: z.string().max(128).optional().default(''),
  browser_language: z.string().max(32),
  merchant_language: z.string().max(32),
  timestamp: z.number().int(),
  device_type: z.string().max(32),
  operation_system: z.string().max(64),
  browser_type: z.string().max(64),
  operation_system_version: z.string().max(64),
  browser_version: z.string().max(64),
  device_info: z.string().max(512),
});
export type ActionLogEvent = z.infer<typeof actionLogEvent>;
export const ACTION_LOG_KEY_HEADER = 'x-action-log-key';

/** GET /api/health: liveness for monitoring (the process answers; the database is readiness's concern). */
export const health = z.object({ status: z.literal('ok'), version: z.string() });

/** GET /api/ready: readiness (the database answers and the process is not stopping); 503 otherwise. */
export const readiness = z.object({ status: z.literal('ready'), database: z.literal('ok'), version: z.string() });

/** GET /api/common/clientConfig: what the web needs before login. */
export const clientConfig = z.object({
  version: z.string(),
  legacyHosts: z.array(z.string()),
  legacyShutdownTs: z.number(),
  actionLogKey: z.string(),
  newHostUrl: z.string().nullable(),
  /** sandbox mode: the portal offers the scenario tools (simulated incoming transfers) */
  sandbox: z.boolean(),
});

/** Sign-in activity row, GET /api/account/loginRecord/list: a sign-in or merchant switch of the current merchant. */
export const signInRecord = z.object({
  id: z.number().int(),
  time: z.string(),
  merchantNo: z.string(),
  /** the audit action, e.g. `login.success`, `merchant.switch` */
  action: z.string(),
  /** the action in the caller's language */
  actionName: z.string(),
  email: z.string(),
  ip: z.string(),
  userAgent: z.string(),
});

/** the network application's review records (spec 7: getMerchantAuditLastRecord code 09) */
export const APPLICATION_AUDIT = '09';
/** GET /api/merchant/account/getMerchantAuditLastRecord?code: which review (two digits), the application's by default */
export const auditRecordQuery = z.object({
  code: z
    .string()
    .regex(/^\d{2}$/)
    .default(APPLICATION_AUDIT),
});

/** GET /api/merchant/account/getMerchantAuditLastRecord (code 09: the network application). */
export const auditRecord = z.object({
  orderNo: z.string(),
  merchantNo: z.string(),
  merchantName: z.string(),
  status: z.string(),
  comments: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});

/** GET /api/merchant/account/getMerchantInfo */
export const merchantInfo = z.object({
  merchantNo: z.string(),
  merchantName: z.string(),
  merchantType: z.number().int(),
  businessType: z.string().nullable(),
  businessTypes: z.string(),
  status: z.number().int(),
  auditStatus: z.number().int(),
  contractEntity: z.string(),
  createTime: z.string(),
  members: z.array(z.object({ merchantNo: z.string(), merchantName: z.string() })),
});

import { z } from 'zod';
import { NOTIFY_CHANNEL_STATES } from './notify-channel.ts';
import { pageQuery } from './envelope.ts';
import { code, hasControlChars, int, intParam, serialId } from './validation.ts';

/**
 * SFTP report files, a channel of developer/notify (spec 2, 4, 9): a merchant names a few SFTP
 * servers; after each Beijing day closes, every enrolled one receives the day's transactions,
 * refunds and settlement statement as CSV files. The password or private key is write-only: stored
 * encrypted, never answered; a blank secret on an edit keeps the stored one.
 */

export const SFTP_REPORTS = ['transactions', 'refunds', 'settlements'] as const;
export type SftpReport = (typeof SFTP_REPORTS)[number];
export const SFTP_AUTH_KINDS = ['password', 'key'] as const;
export type SftpAuthKind = (typeof SFTP_AUTH_KINDS)[number];
/** A few destinations per merchant (the brief of spec 9's notification methods). */
export const SFTP_DESTINATIONS_MAX = 5;
export const SFTP_PASSWORD_MAX = 128;
/** An RSA 4096 key in PEM is about 3.3 kB; room for comments and longer formats. */
export const SFTP_KEY_MAX = 16_384;
export const SFTP_FOLDER_MAX = 200;

/** What a connection test or an upload ended with; the web translates the code, `detail` is the server's own words. */
export const SFTP_RESULT_CODES = [
  'ok',
  'authFailed',
  'hostKeyChanged',
  'timeout',
  'refused',
  'unreachable',
  'blocked',
  'folderMissing',
  'writeDenied',
  'failed',
] as const;
export type SftpResultCode = (typeof SFTP_RESULT_CODES)[number];

export const SFTP_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type SftpDeliveryStatus = (typeof SFTP_DELIVERY_STATUSES)[number];
/** Attempts of one file by the hourly runs before it stays failed (a resend arms it again). */
export const SFTP_MAX_ATTEMPTS = 6;

// RFC 1123 host names (labels of letters, digits and inner hyphens) or an IPv4/IPv6 literal
const HOST = /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$|^[0-9A-Fa-f:.]{2,45}$/;
const USERNAME = /^[A-Za-z0-9._@-]{1,64}$/;
// a POSIX path of plain segments: no `..`, no control characters, no backslashes
const FOLDER = /^\/?(?:[A-Za-z0-9._-]+\/?)*$/;

export const sftpHost = code(HOST, 'sftp.hostInvalid');
export const sftpFolder = z
  .string()
  .max(SFTP_FOLDER_MAX, 'validation.maxLength')
  .regex(FOLDER, 'sftp.folderInvalid')
  .refine((v) => !v.split('/').includes('..'), 'sftp.folderInvalid');

const secret = z
  .string()
  .max(SFTP_KEY_MAX, 'validation.maxLength')
  .refine((v) => !hasControlChars(v, true), 'validation.controlChars');

export const sftpSaveBody = z
  .object({
    /** absent: a new destination */
    id: serialId.optional(),
    host: sftpHost,
    port: int(1, 65_535).default(22),
    username: code(USERNAME, 'sftp.usernameInvalid'),
    authKind: z.enum(SFTP_AUTH_KINDS, 'validation.invalid'),
    /** the password or the private key (OpenSSH or PEM text); blank on an edit keeps the stored one */
    secret: secret.optional(),
    folder: sftpFolder.default(''),
    reports: z
      .array(z.enum(SFTP_REPORTS, 'validation.invalid'))
      .min(1, 'sftp.reportsRequired')
      .max(SFTP_REPORTS.length, 'validation.invalid')
      .refine((r) => new Set(r).size === r.length, 'validation.invalid'),
  })
  .superRefine((v, ctx) => {
    if (v.authKind === 'password' && v.secret && v.secret.length > SFTP_PASSWORD_MAX)
      ctx.addIssue({ code: 'custom', path: ['secret'], message: 'validation.maxLength', params: { max: SFTP_PASSWORD_MAX } });
  });
export type SftpSaveBody = z.input<typeof sftpSaveBody>;

export const sftpIdBody = z.object({ id: serialId });
export const sftpTestBody = z.object({
  id: serialId,
  /** trust this new host key (the fingerprint the last test saw) for this test and after */
  acceptFingerprint: z
    .string()
    .regex(/^SHA256:[A-Za-z0-9+/]{43}$/, 'validation.invalid')
    .optional(),
});
export const sftpSwitchBody = z.object({ id: serialId, on: z.boolean({ message: 'validation.required' }) });

export const sftpResult = z.object({ code: z.enum(SFTP_RESULT_CODES), detail: z.string().nullable(), at: z.string() });
export type SftpResult = z.infer<typeof sftpResult>;

export const sftpDestination = z.object({
  id: z.number().int(),
  host: z.string(),
  port: z.number().int(),
  username: z.string(),
  authKind: z.enum(SFTP_AUTH_KINDS),
  folder: z.string(),
  reports: z.array(z.enum(SFTP_REPORTS)),
  state: z.enum(NOTIFY_CHANNEL_STATES),
  /** the trusted host key (OpenSSH's `SHA256:` form), recorded by the first successful test */
  hostKeyFingerprint: z.string().nullable(),
  /** a different key the server showed since: the merchant may accept it by testing again */
  pendingHostKeyFingerprint: z.string().nullable(),
  lastTest: sftpResult.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SftpDestination = z.infer<typeof sftpDestination>;

export const sftpDeliveryQuery = pageQuery.extend({
  destinationId: intParam(1, 2_147_483_647).optional(),
  status: z.enum(SFTP_DELIVERY_STATUSES, 'validation.invalid').optional(),
});

export const sftpDelivery = z.object({
  id: z.number().int(),
  destinationId: z.number().int(),
  host: z.string(),
  report: z.enum(SFTP_REPORTS),
  businessDate: z.string(),
  fileName: z.string(),
  status: z.enum(SFTP_DELIVERY_STATUSES),
  attempts: z.number().int(),
  bytes: z.number().int().nullable(),
  rows: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type SftpDelivery = z.infer<typeof sftpDelivery>;

export const sftpResendBody = z.object({ id: int(1, Number.MAX_SAFE_INTEGER) });

/** `transactions_<merchantNo>_<yyyymmdd>.csv` */
export const sftpFileName = (report: SftpReport, merchantNo: string, businessDate: string) => `${report}_${merchantNo}_${businessDate.replace(/-/g, '')}.csv`;

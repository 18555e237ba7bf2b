import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, date } from 'drizzle-orm/pg-core';
import type { NotifyChannelState } from '@crossbill/contracts/notify-channel';
import type { SftpAuthKind, SftpDeliveryStatus, SftpReport, SftpResultCode } from '@crossbill/contracts/sftp';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A merchant's SFTP destination for the daily report files. `secret_enc` is the password or private
 * key under AES-256-GCM with the server's key-encryption key (payment's keys), never answered.
 * `host_key_sha256` is trusted on first use: the first successful test records it, later connections
 * refuse another key (kept in `pending_host_key_sha256` until the merchant accepts it by testing).
 */
export const sftpDestinations = pgTable(
  'sftp_destinations',
  {
    id: serial('id').primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    username: text('username').notNull(),
    authKind: text('auth_kind').notNull().$type<SftpAuthKind>(),
    secretEnc: text('secret_enc').notNull(),
    folder: text('folder').notNull(),
    reports: jsonb('reports').notNull().$type<SftpReport[]>(),
    state: text('state').notNull().$type<NotifyChannelState>(),
    hostKeySha256: text('host_key_sha256'),
    pendingHostKeySha256: text('pending_host_key_sha256'),
    lastTestCode: text('last_test_code').$type<SftpResultCode>(),
    lastTestDetail: text('last_test_detail'),
    lastTestAt: ts('last_test_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('sftp_destinations_merchant_idx').on(t.merchantNo, t.id), index('sftp_destinations_state_idx').on(t.state)],
);

/**
 * One report file of one Beijing day for one destination: created pending by the hourly run once the
 * day has closed, claimed (`sending`) by one worker at a time, then delivered or failed. The unique
 * key makes a day's file exist once per destination, so it is never delivered twice by the runs.
 */
export const sftpDeliveries = pgTable(
  'sftp_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    destinationId: integer('destination_id').notNull(),
    report: text('report').notNull().$type<SftpReport>(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().$type<SftpDeliveryStatus>(),
    attempts: integer('attempts').notNull().default(0),
    bytes: integer('bytes'),
    rows: integer('rows'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    lastAttemptAt: ts('last_attempt_at'),
    deliveredAt: ts('delivered_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sftp_deliveries_file_uq').on(t.destinationId, t.report, t.businessDate),
    // the log, newest first
    index('sftp_deliveries_log_idx').on(t.merchantNo, t.businessDate.desc(), t.id.desc()),
    // the runs' claim of due files
    index('sftp_deliveries_due_idx').on(t.status, t.lastAttemptAt),
  ],
);

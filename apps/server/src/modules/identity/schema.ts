import { pgTable, serial, text, smallint, boolean, timestamp, integer, index, bigserial } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A person who logs in. Operators (memberships in merchants) hang off it. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(), // stored lower-cased
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  language: text('language').notNull().default('en'),
  /** 1 enabled, 0 disabled */
  status: smallint('status').notNull().default(1),
  /** manager accounts: no merchant switch, no password change (spec 6) */
  isManage: boolean('is_manage').notNull().default(false),
  passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
  passwordExpiresAt: ts('password_expires_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Wrong-password counter per e-mail (known or not, so that both get the same answer). */
export const loginFailures = pgTable('login_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: ts('last_failed_at').notNull(),
  lockedUntil: ts('locked_until'),
});

/** Failures per client address across e-mails; past a threshold every attempt needs a captcha. */
export const clientFailures = pgTable('client_failures', {
  client: text('client').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: ts('window_start').notNull(),
});

export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** Server-side sessions; the cookie holds a random token, only its hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').notNull(),
    operatorId: integer('operator_id'),
    merchantNo: text('merchant_no'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    idleExpiresAt: ts('idle_expires_at').notNull(),
    absoluteExpiresAt: ts('absolute_expires_at').notNull(),
    endedAt: ts('ended_at'),
    endReason: text('end_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_idle_idx').on(t.idleExpiresAt)],
);

import { pgTable, serial, text, smallint, boolean, timestamp, integer, index, bigserial, bigint, primaryKey, unique } from 'drizzle-orm/pg-core';

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
  /** the password was set by an administrator: the person must set their own before anything else */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** bound phone (E.164), confirmed by an SMS code */
  phone: text('phone'),
  phoneVerifiedAt: ts('phone_verified_at'),
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
    /** when a second factor (or, without one, the payment or login password) was last proved: step-up */
    stepUpAt: ts('step_up_at'),
    /** the merchant requires two-factor sign-in the person has not set up: only the enrolment is open */
    twoFactorSetup: boolean('two_factor_setup').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_idle_idx').on(t.idleExpiresAt)],
);

/**
 * Short-lived single-use steps between two requests: a verified password-reset code waiting for
 * the new password (`password-reset`), a correct password waiting for the new-device code
 * (`login-device`). The browser holds a random token; only its hash is stored.
 */
export const identityTickets = pgTable(
  'identity_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('identity_tickets_expiry_idx').on(t.expiresAt)],
);

/** Devices a person confirmed with a mailed code; the device cookie holds a random id, stored hashed. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    deviceHash: text('device_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at').notNull(),
  },
  (t) => [unique('trusted_devices_user_device').on(t.userId, t.deviceHash)],
);

/** The 6-digit payment password of a person in a merchant (argon2id), with its wrong-entry lock. */
export const paymentPasswords = pgTable(
  'payment_passwords',
  {
    userId: integer('user_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    passwordHash: text('password_hash').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: ts('locked_until'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.merchantNo] })],
);

/** Mailed password links (operator invitation, password reset by an administrator): single use, expiring; only the hash is kept. */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').notNull(),
    /** 'invite' or 'reset' */
    purpose: text('purpose').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('password_links_user_idx').on(t.userId)],
);

/**
 * A person's authenticator (TOTP, RFC 6238): the secret sealed with the server's key (secret box),
 * pending until the first code confirms it; the last step used (a code is good once); its own
 * wrong-code counter and lock, in the database so that every process counts the same.
 */
export const twoFactors = pgTable('two_factors', {
  userId: integer('user_id').primaryKey(),
  secretSealed: text('secret_sealed'),
  pendingSecretSealed: text('pending_secret_sealed'),
  enabledAt: ts('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  failures: integer('failures').notNull().default(0),
  lockedUntil: ts('locked_until'),
  updatedAt: ts('updated_at').notNull(),
});

/** Single-use recovery codes (sha-256 of 50 random bits each); a new enrolment replaces them. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [unique('recovery_codes_user_code').on(t.userId, t.codeHash)],
);

/** A merchant's administrators require two-factor sign-in of its operators. */
export const twoFactorPolicies = pgTable('two_factor_policies', {
  merchantNo: text('merchant_no').primaryKey(),
  required: boolean('required').notNull().default(false),
  updatedBy: integer('updated_by'),
  updatedAt: ts('updated_at').notNull(),
});

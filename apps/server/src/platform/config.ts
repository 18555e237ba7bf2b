import { z } from 'zod';
import net from 'node:net';
import path from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { DEFAULT_FX_SPREAD_BPS } from '@crossbill/contracts/exchange';
import { DEFAULT_REFUND_REVIEW_USD } from '@crossbill/contracts/refund';
import { DEFAULT_CHARGEBACK_THRESHOLDS, parseThresholds } from '@crossbill/contracts/chargeback-rate';
import { DEFAULT_CHARGEBACK_FEE_USD, DEFAULT_SECOND_REBUTTAL_PENALTY_USD } from '@crossbill/contracts/dispute';

/** Environment, validated at start (DESIGN.md section 8). A `.env` file in the working dir is read too. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  /**
   * Which proxies in front of the server are believed about the client's address (X-Forwarded-For)
   * and protocol (X-Forwarded-Proto). Off by default: without a proxy anyone could name their own
   * address and start every per-client limit afresh. See `parseTrustProxy` for the accepted values.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed instanceof Error) {
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }
      return parsed;
    }),
  SESSION_SECURE: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  /** hosts of the old portal that redirect to /user/upgrade until the shutdown date */
  LEGACY_HOSTS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** where users of a legacy host are sent */
  NEW_HOST_URL: z.string().url().optional(),
  /** key the web sends with action-log events (public by nature: it only tags the source) */
  ACTION_LOG_KEY: z.string().min(8).default('crossbill-web-action-log'),
  /** run background jobs in this process (set false when separate workers run them) */
  JOBS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Sandbox mode: scenario routes and tools that make money arrive (incoming bank transfers to virtual
   * accounts, added funds) are enabled. Default: on for the embedded database (a demo or a developer's
   * machine), off when DATABASE_URL points at PostgreSQL; set it explicitly to override.
   */
  SANDBOX: z.enum(['true', 'false', '1', '0']).optional(),
  /**
   * create the demo data (merchants, the demo operator whose password the README prints) on an empty
   * database at start. Default: on in sandbox mode only; never set it true on a production database
   */
  DEMO_SEED: z.enum(['true', 'false', '1', '0']).optional(),
  /** seconds from a virtual-account application to its opening; default 7200 (spec 9: about 2 hours), 60 in sandbox mode */
  VIRTUAL_ACCOUNT_OPEN_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .optional(),
  /** sandbox: approve a submitted application this many ms after it arrives (unset: a reviewer decides) */
  ONBOARDING_AUTO_REVIEW_MS: z.coerce.number().int().min(0).optional(),
  /** sandbox: the verification provider approves submitted face photos after this many ms (unset: ops decides) */
  FACE_AUTO_DECIDE_MS: z.coerce.number().int().min(0).optional(),
  /**
   * a login from a device the person never confirmed needs the code mailed to them. Default: on,
   * except in sandbox mode (the embedded demo has no mailbox to read the code from)
   */
  LOGIN_NEW_DEVICE_CHECK: z.enum(['true', 'false', '1', '0']).optional(),
  /** a password older than this many days must be changed at login (0: no age limit) */
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  /**
   * 32-byte key (64 hex characters or base64) that encrypts the merchants' API secret keys at rest.
   * Unset: a random key is created once in DATA_DIR/keys (fine for one host; set it in production).
   */
  KEY_ENCRYPTION_KEY: z
    .string()
    .refine((v) => /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32, 'must be 32 bytes: 64 hex characters or base64')
    .optional(),
  /**
   * 32-byte key (64 hex characters or base64) of the keyed hash that card numbers on blacklists are
   * stored as. Unset: a random key is created once in DATA_DIR/keys (fine for one host; set it in
   * production, the same on every instance).
   */
  CARD_HASH_KEY: z
    .string()
    .refine((v) => /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32, 'must be 32 bytes: 64 hex characters or base64')
    .optional(),
  /**
   * Prometheus metrics at GET /metrics, for a scraper that sends `Authorization: Bearer <token>`.
   * Unset: no /metrics at all
   */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /**
   * On SIGTERM: how long requests in flight and running jobs may take to finish before the process
   * exits anyway (ms). Readiness fails at once, so a load balancer stops sending new requests
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** basis points the exchange takes off the mid rate (the customer rate's spread) */
  FX_SPREAD_BPS: z.coerce.number().int().min(0).max(500).default(DEFAULT_FX_SPREAD_BPS),
  /** the demo seed also writes ~2,000 transactions of history in the background (off in tests that do not need them) */
  DEMO_HISTORY: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** seconds between a simulated bank transfer (add funds) and its booking */
  SANDBOX_CREDIT_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** refunds above this many US dollars (other currencies at the mid rate) wait for the provider's review */
  /** the scheme's fee per chargeback, US dollars (converted at the mid rate); kept when the merchant wins */
  CHARGEBACK_FEE_USD: z
    .string()
    .regex(/^\d+(?:\.\d{1,2})?$/, 'a decimal amount of US dollars, e.g. 15.00')
    .default(DEFAULT_CHARGEBACK_FEE_USD),
  /** spec 9: what a lost second rebuttal costs, US dollars (converted at the mid rate) */
  SECOND_REBUTTAL_PENALTY_USD: z
    .string()
    .regex(/^\d+(?:\.\d{1,2})?$/, 'a decimal amount of US dollars, e.g. 500.00')
    .default(DEFAULT_SECOND_REBUTTAL_PENALTY_USD),
  /**
   * the card schemes' monitoring programs the chargeback ratio is held against (reports refuse-rate,
   * dashboard): `id:scheme:percent:count`, comma separated; the defaults and their sources are in
   * contracts chargeback-rate.ts
   */
  CHARGEBACK_THRESHOLDS: z
    .string()
    .default(DEFAULT_CHARGEBACK_THRESHOLDS)
    .transform((v, ctx) => {
      const parsed = parseThresholds(v);
      if (!parsed) ctx.addIssue({ code: 'custom', message: 'id:scheme:percent:count, comma separated, e.g. visa_vdmp:visa:0.90:100' });
      return parsed ?? [];
    }),
  /** sandbox: the issuer decides a submitted rebuttal by itself this many minutes after submission */
  SANDBOX_ISSUER_DECISION_MINUTES: z.coerce.number().int().min(0).max(100_000).default(5),
  /** sandbox: a chargeback test card draws its chargeback this many minutes after capture */
  SANDBOX_CHARGEBACK_DELAY_MINUTES: z.coerce.number().int().min(0).max(100_000).default(3),
  /** sandbox: the network moves a submitted or closing enrolment one state on after this many minutes in a state */
  SANDBOX_ENROLMENT_ADVANCE_MINUTES: z.coerce.number().int().min(0).max(100_000).default(2),
  REFUND_REVIEW_THRESHOLD_USD: z
    .string()
    .regex(/^\d+(?:\.\d{1,2})?$/, 'a decimal amount of US dollars, e.g. 5000.00')
    .default(DEFAULT_REFUND_REVIEW_USD),
  /** directory of the built web app (served at /) */
  WEB_DIST: z.string().optional(),
});

/** Every setting's name (the deployment files may name no other: their test checks it). */
export const CONFIG_KEYS: readonly string[] = Object.keys(schema.shape);

/** Fastify's `trustProxy`: false, true (every hop), a hop count, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

// proxy-addr's names for address ranges, accepted by Fastify beside addresses and CIDRs
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  // a prefix length, or (IPv4) a netmask such as 255.255.255.0
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && net.isIPv4(prefix);
}

/**
 * TRUST_PROXY: unset, empty or `false` (no proxy: the socket's address is the client's); `true`
 * (every hop is a proxy: only when the server cannot be reached but through the proxy); a hop count
 * (`1`: one proxy in front); or a comma list of the proxies' addresses and CIDRs
 * (`10.0.0.0/8, 192.168.1.5`, also `loopback`, `linklocal`, `uniquelocal`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | Error {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops > 100 ? new Error('a hop count is at most 100') : hops === 0 ? false : hops;
  }
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length > 0) {
    return new Error(
      `expected true, false, a hop count or a comma list of IP addresses/CIDRs (e.g. 10.0.0.0/8,192.168.1.5); not an address or CIDR: ${bad.join(', ')}`,
    );
  }
  return entries;
}

export type Config = Omit<z.infer<typeof schema>, 'SANDBOX' | 'VIRTUAL_ACCOUNT_OPEN_SECONDS' | 'LOGIN_NEW_DEVICE_CHECK' | 'DEMO_SEED'> & {
  dataDir: string;
  filesDir: string;
  SANDBOX: boolean;
  DEMO_SEED: boolean;
  LOGIN_NEW_DEVICE_CHECK: boolean;
  VIRTUAL_ACCOUNT_OPEN_SECONDS: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, readDotenv = true): Config {
  if (readDotenv) loadDotenv({ quiet: true });
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const sandbox = parsed.data.SANDBOX === undefined ? !parsed.data.DATABASE_URL : parsed.data.SANDBOX === 'true' || parsed.data.SANDBOX === '1';
  return {
    ...parsed.data,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    SANDBOX: sandbox,
    DEMO_SEED: parsed.data.DEMO_SEED === undefined ? sandbox : parsed.data.DEMO_SEED === 'true' || parsed.data.DEMO_SEED === '1',
    LOGIN_NEW_DEVICE_CHECK:
      parsed.data.LOGIN_NEW_DEVICE_CHECK === undefined ? !sandbox : parsed.data.LOGIN_NEW_DEVICE_CHECK === 'true' || parsed.data.LOGIN_NEW_DEVICE_CHECK === '1',
    VIRTUAL_ACCOUNT_OPEN_SECONDS: parsed.data.VIRTUAL_ACCOUNT_OPEN_SECONDS ?? (sandbox ? 60 : 7200),
  };
}

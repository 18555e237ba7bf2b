import { z } from 'zod';
import path from 'node:path';
import { config as loadDotenv } from 'dotenv';

/** Environment, validated at start (DESIGN.md section 8). A `.env` file in the working dir is read too. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  SESSION_SECURE: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  /** hosts of the old portal that redirect to /user/upgrade until the shutdown date */
  LEGACY_HOSTS: z
    .string()
    .default('')
    .transform((s) => s.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)),
  /** where users of a legacy host are sent */
  NEW_HOST_URL: z.string().url().optional(),
  /** key the web sends with action-log events (public by nature: it only tags the source) */
  ACTION_LOG_KEY: z.string().min(8).default('crossbill-web-action-log'),
  /** run background jobs in this process (set false when separate workers run them) */
  JOBS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** directory of the built web app (served at /) */
  WEB_DIST: z.string().optional(),
});

export type Config = z.infer<typeof schema> & { dataDir: string; filesDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, readDotenv = true): Config {
  if (readDotenv) loadDotenv({ quiet: true });
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, filesDir: path.join(dataDir, 'files') };
}

import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_TTL_MS } from '@crossbill/contracts/constants';
import type { Executor } from '../../platform/db/client.ts';
import * as store from './store.ts';

/**
 * Image captcha of the login (DESIGN.md section 5). The answer is stored hashed with its key, used
 * once (a wrong guess uses it up too), and lives CAPTCHA_TTL_MS.
 */
const answerHash = (key: string, answer: string) => crypto.createHash('sha256').update(`${key}:${answer.trim().toLowerCase()}`).digest('hex');

export interface IssuedCaptcha {
  captchaKey: string;
  /** data URL of the SVG image */
  image: string;
}

/**
 * `answer` is for tests that need a known answer (the image then still shows svg-captcha's own
 * text); the route always lets svg-captcha pick.
 */
export async function issueCaptcha(db: Executor, now: Date, answer?: string): Promise<IssuedCaptcha> {
  const made = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true });
  const text = answer ?? made.text;
  const captchaKey = crypto.randomBytes(18).toString('base64url');
  await store.insertCaptcha(db, {
    key: captchaKey,
    answerHash: answerHash(captchaKey, text),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  return { captchaKey, image: `data:image/svg+xml;base64,${Buffer.from(made.data).toString('base64')}` };
}

/** Uses the captcha up and tells whether the answer was right (case-insensitive). */
export async function checkCaptcha(db: Executor, key: string, answer: string, now: Date): Promise<boolean> {
  const stored = await store.useCaptcha(db, key, now);
  if (!stored) return false;
  const given = Buffer.from(answerHash(key, answer), 'hex');
  const want = Buffer.from(stored, 'hex');
  return given.length === want.length && crypto.timingSafeEqual(given, want);
}

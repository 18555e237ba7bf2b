import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { requiredText, serialIdParam, text } from './validation.ts';

/**
 * Applications: the merchant's stores, websites and apps (spec 2 application/list, 3 Application).
 * A new or edited one waits for the provider's review (spec 4 approval status); the provider
 * promises the site is created within 24 hours of approval (spec 9).
 */

/** spec 5: at most 64 characters, or 32 Chinese characters. */
export const APPLICATION_NAME_MAX = 64;
export const SITE_CREATION_HOURS = 24;

/**
 * Width of a name under the spec's rule: a CJK character (Han, kana, Hangul, full-width forms)
 * counts 2, anything else 1; counted by code point, so a character outside the BMP is one.
 */
export function applicationNameLength(name: string): number {
  let n = 0;
  for (const ch of name) n += /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u.test(ch) ? 2 : 1;
  return n;
}

export const APPLICATION_TYPES = ['website', 'app', 'miniProgram', 'other'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/** spec 4 approval states an application passes through. */
export const APPLICATION_STATUSES = ['waiting', 'pass', 'fail'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationNameSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .refine((v) => applicationNameLength(v) <= APPLICATION_NAME_MAX, 'validation.applicationName');

const httpUrl = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(256, 'validation.maxLength')
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'validation.url');

export const applicationBody = z.object({
  name: applicationNameSchema,
  type: z.enum(APPLICATION_TYPES, { message: 'validation.required' }),
  url: httpUrl,
  description: text(256, { multiline: true }).default(''),
});
export type ApplicationBody = z.input<typeof applicationBody>;
export const applicationEditBody = applicationBody.extend({ id: serialIdParam });

export const applicationQuery = pageQuery.extend({
  name: text(128).optional(),
  auditStatus: z.enum(APPLICATION_STATUSES).optional(),
});

export const application = z.object({
  id: z.number().int(),
  /** the ID shown to the merchant */
  appId: z.string(),
  name: z.string(),
  type: z.enum(APPLICATION_TYPES),
  url: z.string(),
  description: z.string(),
  auditStatus: z.enum(APPLICATION_STATUSES),
  /** the reviewer's comment (the rejection reason) */
  comments: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Application = z.infer<typeof application>;

/** spec 5: a rejection reason is required, 1-200 characters. */
export const rejectionReasonSchema = requiredText(200, { multiline: true });

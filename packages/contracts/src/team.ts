import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { LANGUAGES } from './constants.ts';
import { emailSchema, intParam, passwordSchema, requiredText, serialIdParam, text } from './validation.ts';

/**
 * Team management (spec 2 Account, 3 Operator/Role, 6): roles holding resource codes, operators (a
 * person's membership in a merchant with one role), and the password links mailed to them.
 */

/** spec 5: text at most 50 (names) or 256 (descriptions) characters. */
export const ROLE_NAME_MAX = 50;
export const ROLE_DESCRIPTION_MAX = 256;
export const OPERATOR_NAME_MAX = 50;

/** A mailed password link (invitation or reset) works once, for this long. */
export const PASSWORD_LINK_TTL_MS = 72 * 3600_000;

const id = serialIdParam;

// ---- roles

export const roleBody = z.object({
  name: requiredText(ROLE_NAME_MAX),
  description: text(ROLE_DESCRIPTION_MAX, { multiline: true }).default(''),
  resourceCodes: z.array(z.string().min(1).max(128)).max(1000).default([]),
});
export type RoleBody = z.input<typeof roleBody>;
/** resourceCodes may be left out when editing: the administrator role's grants are fixed. */
export const roleEditBody = roleBody.extend({ id, resourceCodes: roleBody.shape.resourceCodes.unwrap().optional() });
/** force: delete although operators hold the role; they are then left without a role */
export const roleDeleteBody = z.object({ id, force: z.boolean().default(false) });
export const idQuery = z.object({ id });
export const idBody = z.object({ id });

export const roleItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isAdmin: z.boolean(),
  operatorCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type RoleItem = z.infer<typeof roleItem>;
export const roleDetail = roleItem.extend({ resourceCodes: z.array(z.string()) });
export type RoleDetail = z.infer<typeof roleDetail>;
export const roleOption = z.object({ id: z.number().int(), name: z.string(), isAdmin: z.boolean() });
export type RoleOption = z.infer<typeof roleOption>;

// ---- operators

export const OPERATOR_STATUS = { DISABLED: 0, ENABLED: 1 } as const;

export const operatorQuery = pageQuery.extend({
  keyword: text(128).optional(),
  roleId: serialIdParam.optional(),
  status: intParam(0, 1).optional(),
});
export type OperatorQuery = z.input<typeof operatorQuery>;

const operatorName = requiredText(OPERATOR_NAME_MAX);

export const operatorAddBody = z.object({
  email: emailSchema,
  name: operatorName,
  roleId: id,
  emailNotify: z.boolean().default(true),
  /** the language of the invitation mail (and of the new person's portal) */
  language: z.enum(LANGUAGES).default('en'),
});
export type OperatorAddBody = z.input<typeof operatorAddBody>;
export const operatorEditBody = z.object({ id, name: operatorName, roleId: id, emailNotify: z.boolean() });
export type OperatorEditBody = z.input<typeof operatorEditBody>;
export const operatorStatusBody = z.object({ id, status: z.union([z.literal(0), z.literal(1)]) });

export const operatorItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  roleIsAdmin: z.boolean(),
  status: z.number().int(),
  emailNotify: z.boolean(),
  /** the person has not set a password from the invitation yet */
  invitationPending: z.boolean(),
  isSelf: z.boolean(),
  createTime: z.string(),
});
export type OperatorItem = z.infer<typeof operatorItem>;

// ---- password links (public page /user/reset-password?token=)

export const PASSWORD_LINK_PURPOSES = ['invite', 'reset'] as const;
export const passwordLinkQuery = z.object({ token: z.string().min(16).max(128) });
export const passwordLinkInfo = z.object({ email: z.string(), purpose: z.enum(PASSWORD_LINK_PURPOSES), expiresAt: z.string() });
export type PasswordLinkInfo = z.infer<typeof passwordLinkInfo>;
const confirmMatches = (v: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (v.confirmPassword !== v.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.password.confirm' });
};
const newPasswordFields = { newPassword: passwordSchema, confirmPassword: z.string().min(1, 'validation.required') };
/** The form of the page: a new password and its confirmation. */
export const newPasswordSchema = z.object(newPasswordFields).superRefine(confirmMatches);
export const passwordLinkBody = z.object({ token: z.string().min(16).max(128), ...newPasswordFields }).superRefine(confirmMatches);
/** The answer of setting a password from a link: whose it is, for the sign-in page. */
export const passwordLinkSet = z.object({ email: z.string() });

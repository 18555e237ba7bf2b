import { z } from 'zod';
import { LIST_COLUMNS, MIN_VISIBLE_COLUMNS, isListId } from './list-columns.ts';
import { emailSchema, passwordChangeSchema, serialIdParam, text } from './validation.ts';
import { LANGUAGES } from './constants.ts';

/** POST /api/merLogin/doLogin */
export const loginBody = z.object({
  email: emailSchema,
  password: z.string().min(1, 'validation.required').max(64, 'validation.maxLength'),
  captcha: text(12).optional(),
  captchaKey: z.string().max(64).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** data of a refused login (code 00004|00002 or 00004|14000): the counter the login page shows. */
export const loginFailureData = z.object({
  failures: z.number().int(),
  remaining: z.number().int(),
  captchaRequired: z.boolean(),
  lockedUntil: z.string().nullable(),
});
export type LoginFailureData = z.infer<typeof loginFailureData>;

/** GET /api/merLogin/captcha: an SVG image (data URL) and the key to send back with the answer. */
export const captchaData = z.object({ captchaKey: z.string(), image: z.string() });

/**
 * Merchant login record (spec 3): one per merchant account the person operates.
 * `userId` is the id of this account login (our `operators.id`): a person has one per merchant
 * account, and switchAccount / defaultLoginAccount take it (spec 7). `operatorId` is the person
 * (`users.id`); `baseUserOperatorId` is the person's default account login.
 */
export const merchantLoginRecord = z.object({
  merchantNo: z.string(),
  operatorId: z.number().int(),
  roleName: z.string().nullable(),
  userId: z.number().int(),
  merchantType: z.number().int(),
  baseUserOperatorId: z.number().int().nullable(),
  defaultAccount: z.boolean(),
  merchantName: z.string(),
  auditStatus: z.string().nullable(),
  status: z.number().int(),
  updateTime: z.string(),
  profile: z.object({ businessType: z.string().nullable(), merchantLogin: z.number().int().nullable() }),
  /** group members this account may read (group merchants only) */
  parentMerchantNo: z.string().nullable(),
});
export type MerchantLoginRecord = z.infer<typeof merchantLoginRecord>;

/** User login info (spec 3). */
export const userLoginInfo = z.object({
  userId: z.number().int(),
  merchantNo: z.string().nullable(),
  merchantName: z.string().nullable(),
  merchantType: z.number().int().nullable(),
  operatorEmail: z.string(),
  operatorName: z.string(),
  businessType: z.string().nullable(),
  merchantStatus: z.number().int().nullable(),
  auditStatus: z.number().int(),
  payoutStatus: z.number().int(),
  isAggregateMerchant: z.boolean(),
  isManage: z.boolean(),
  language: z.enum(LANGUAGES),
});

/** Business types info (spec 3). */
export const businessTypesInfo = z.object({
  merchantNo: z.string().nullable(),
  merchantName: z.string().nullable(),
  businessTypes: z.string(),
  pendingBusinessTypes: z.string(),
  rejectedBusinessType: z.string(),
  showNovationPopup: z.boolean(),
});

/** Face authentication of the current merchant's owners (spec 3, 4). */
export const faceAuthInfo = z.object({
  faceAuthFlag: z.enum(['pending', 'pending_scan', 'approved', 'rejected']).nullable(),
  approveStatus: z.enum(['waiting', 'fail']).nullable(),
  /** the provider's reason while an owner's latest check is rejected (faceAuthFlag 'rejected'), when it gave one */
  rejectReason: z.string().nullable(),
  /** true when this merchant's business type needs face authentication (type '0', spec 6) */
  required: z.boolean(),
});

/** GET /api/merLogin/getUserInformation and the answer of doLogin / switchAccount. */
export const sessionInfo = z.object({
  userInfo: userLoginInfo,
  businessTypesInfo: businessTypesInfo,
  faceAuth: faceAuthInfo,
  loginRecord: merchantLoginRecord.nullable(),
  /** permission codes of the current role (menus and buttons) */
  permissions: z.array(z.string()),
  /** when the idle session ends unless renewed (ISO time) */
  sessionExpiresAt: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

/** POST /api/merLogin/switchAccount: the target login record's `userId`. */
export const switchAccountBody = z.object({ userId: serialIdParam });

/** POST /api/merLogin/switchLanguage */
export const switchLanguageBody = z.object({ language: z.enum(LANGUAGES) });

/** GET /api/merOperator/listMerchant: the switcher's sections (spec 2: global merchant on its own). */
export const merchantList = z.object({
  global: z.array(merchantLoginRecord),
  merchants: z.array(merchantLoginRecord),
});

/**
 * POST /api/updateMerLoginPassword: with a session; or with e-mail when the password has expired.
 * The contract's fields without its "differs from the old" refinement, so that the server answers
 * that case with its own code (PASSWORD_REUSED) after checking the old one.
 */
export const updatePasswordBody = z.object({ ...passwordChangeSchema.shape, email: text(128).optional() });
export type UpdatePasswordBody = z.input<typeof updatePasswordBody>;

/**
 * The visible columns per list (list-columns.ts): only known lists and their own columns, each at
 * most once, at least MIN_VISIBLE_COLUMNS of them.
 */
const tableColumns = z.record(z.string().max(64), z.array(z.string().max(64)).max(60)).superRefine((lists, ctx) => {
  for (const [id, columns] of Object.entries(lists)) {
    if (!isListId(id)) ctx.addIssue({ code: 'custom', path: [id], message: 'validation.invalid' });
    else if (columns.some((c) => !(LIST_COLUMNS[id].all as readonly string[]).includes(c)) || new Set(columns).size !== columns.length)
      ctx.addIssue({ code: 'custom', path: [id], message: 'validation.invalid' });
    else if (columns.length < MIN_VISIBLE_COLUMNS) ctx.addIssue({ code: 'custom', path: [id], message: 'list.minColumns' });
  }
});

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The operator's preferences for this merchant (the answer of profile/update and of GET profile). */
export const profilePreferences = z
  .object({
    displayCurrencies: z
      .array(z.string().regex(/^[A-Z]{3}$/))
      .max(40)
      .optional(),
    tableColumns: tableColumns.optional(),
    /** the portal's colours (antd's dark algorithm when `dark`); light when never chosen */
    theme: z.enum(THEMES).optional(),
    /** a date range chosen on one list is carried to the others (lib/date-period); on when never chosen */
    carryDateRange: z.boolean().optional(),
  })
  .strict();
/**
 * POST /api/merchant/profile/update: the operator's preferences for this merchant. Display
 * currencies are not among them: they change only through /wallet/balance/display, which refuses
 * to hide a currency that holds money (spec 8).
 */
export const profileUpdateBody = profilePreferences.omit({ displayCurrencies: true }).strict();

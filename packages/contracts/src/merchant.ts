import { CLOSED_ACCOUNT_VISIBLE_DAYS } from './constants.ts';
/**
 * Merchant account types, business types and the status rules of spec sections 3, 4 and 6, as pure
 * functions shared by the server (which derives) and the web (which shows).
 */

/** merchantType (spec 3): 3 group/global, 2 the type with its own proxy paths; the rest acquiring or payout. */
export const MerchantType = {
  DEFAULT: 0,
  ACQUIRING: 1,
  PROXY: 2,
  GROUP: 3,
  COLLECTION: 4,
  PAYOUT: 5,
} as const;
export type MerchantTypeValue = (typeof MerchantType)[keyof typeof MerchantType];

/** businessType of the user login info (spec 3, 6): '0' payout, '1' acquiring, '2' aggregate (both). */
export const BusinessType = { PAYOUT: '0', ACQUIRING: '1', AGGREGATE: '2' } as const;
export type BusinessTypeValue = (typeof BusinessType)[keyof typeof BusinessType];

/** spec 6: business types 0 and 2 are payout merchants; the rest acquiring. */
export const isPayoutBusinessType = (t: string | null | undefined) => t === '0' || t === '2';

/** Business lines a merchant account holds, pends or was rejected for (business types info, spec 3). */
export const BusinessLine = { ACQUIRING: 'acquiring', PAYOUT: 'payout', COLLECTION: 'collection' } as const;
export type BusinessLineValue = (typeof BusinessLine)[keyof typeof BusinessLine];

export const splitLines = (list: string | null | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Merchant account status (login record `status`, and `merchantStatus`). The spec names the numbers
 * only through its rules; what each one means is ours:
 * 1 active, 2 registered (no application yet), 3 frozen, 4 onboarding (application not yet approved),
 * 5 restricted (read-only), 6 closed.
 */
export const MerchantStatus = { ACTIVE: 1, REGISTERED: 2, FROZEN: 3, ONBOARDING: 4, RESTRICTED: 5, CLOSED: 6 } as const;

/** Application approval status (spec 4). */
export const ApprovalStatus = ['waiting', 'processing', 'pass', 'fail', 'refuse', 'cancel', 'revoke', 'unnecessary', 'suspend'] as const;
export type ApprovalStatusValue = (typeof ApprovalStatus)[number];

/** Derived audit status shown by the status bar: 0 normal, 1 not completed, 2 reviewing, 3 rejected. */
export type AuditState = 0 | 1 | 2 | 3;

/**
 * spec 4: when merchantStatus is 4, no audit means 1 (not completed); audit waiting or processing
 * means 2 (reviewing); audit fail means 3 (rejected); otherwise 0 (normal).
 */
export function deriveAuditStatus(merchantStatus: number, lastAudit: string | null | undefined): AuditState {
  if (merchantStatus !== MerchantStatus.ONBOARDING) return 0;
  if (!lastAudit) return 1;
  if (lastAudit === 'waiting' || lastAudit === 'processing') return 2;
  if (lastAudit === 'fail' || lastAudit === 'refuse') return 3;
  return 0;
}

/** Payout status: 2 rejected, 1 pending, 4 opened, 3 not applied (spec 4). */
export type PayoutState = 1 | 2 | 3 | 4;

export interface BusinessTypesInfo {
  businessTypes: string;
  pendingBusinessTypes: string;
  rejectedBusinessType: string;
}

/** spec 4: rejected type gives 2, pending gives 1, the business type held gives 4, else 3. */
export function derivePayoutStatus(info: BusinessTypesInfo): PayoutState {
  if (splitLines(info.rejectedBusinessType).includes(BusinessLine.PAYOUT)) return 2;
  if (splitLines(info.pendingBusinessTypes).includes(BusinessLine.PAYOUT)) return 1;
  if (splitLines(info.businessTypes).includes(BusinessLine.PAYOUT)) return 4;
  return 3;
}

/**
 * spec 2 guard: an aggregate merchant with only acquiring and no pending or rejected payout goes to
 * /guide (payout activation) when it opens a payout route.
 */
export function needsPayoutGuide(isAggregate: boolean, info: BusinessTypesInfo): boolean {
  if (!isAggregate) return false;
  const held = splitLines(info.businessTypes);
  const onlyAcquiring = held.length === 1 && held[0] === BusinessLine.ACQUIRING;
  return onlyAcquiring && derivePayoutStatus(info) === 3;
}

/**
 * Whether a merchant account runs payout: an aggregate merchant once payout is among its business
 * lines; another merchant by its business type (spec 6: 0 and 2 are payout merchants) or its lines.
 */
export function holdsPayout(m: { isAggregate: boolean; businessType: string | null; businessTypes: string | null; merchantType?: number | null }): boolean {
  // a group or proxy merchant looks at its members' business through its family's routes: the
  // members' own business types decide what those lists hold, not the parent's
  if (m.merchantType === MerchantType.GROUP || m.merchantType === MerchantType.PROXY) return true;
  if (splitLines(m.businessTypes).includes(BusinessLine.PAYOUT)) return true;
  return !m.isAggregate && isPayoutBusinessType(m.businessType);
}

export interface SwitcherCandidate {
  status: number;
  /** '0' | '1' | '2' from the login record profile */
  businessType: string | null;
  /** profile.merchantLogin: 0 when the registration may log in before applying */
  merchantLogin: number | null;
  updateTime: string | Date;
}

const DAY_MS = 24 * 3600_000;

/**
 * spec 4, merchant list filtering in the switcher: status 1, 3, 4 with business type 0 or 2 are
 * listed; status 5 and 1 are listed; status 2 is listed when merchantLogin is 0; status 6 is listed
 * only within 20 days of its update.
 */
export function isListedInSwitcher(m: SwitcherCandidate, now: number, closedVisibleDays = CLOSED_ACCOUNT_VISIBLE_DAYS): boolean {
  const { status } = m;
  if (status === 1 || status === 5) return true;
  if ((status === 3 || status === 4) && isPayoutBusinessType(m.businessType)) return true;
  if (status === 2) return m.merchantLogin === 0;
  if (status === 6) return now - new Date(m.updateTime).getTime() <= closedVisibleDays * DAY_MS;
  return false;
}

/** Only group (3) and proxy-path (2) merchants are remapped (spec 6, 7). */
export function apiPathFamily(merchantType: number | null | undefined): '' | '/blocMer' | '/proxyMer' {
  if (merchantType === MerchantType.GROUP) return '/blocMer';
  if (merchantType === MerchantType.PROXY) return '/proxyMer';
  return '';
}

/** Face authentication of company owners (spec 4). */
export const FaceAuthFlag = ['pending', 'pending_scan', 'approved', 'rejected'] as const;
export type FaceAuthFlagValue = (typeof FaceAuthFlag)[number];
export const FaceApproveStatus = ['waiting', 'fail'] as const;

import type { SessionInfo } from '@crossbill/contracts/session';
import { holdsPayout, isPayoutBusinessType } from '@crossbill/contracts/merchant';
import { Codes6, isPayoutCode } from '@crossbill/contracts/resources';

/** The permission codes (menus and buttons) the current operator holds. */
export type PermissionSet = ReadonlySet<string>;

type AccessSource = Pick<SessionInfo, 'permissions'> & {
  userInfo: Pick<SessionInfo['userInfo'], 'businessType'> & Partial<Pick<SessionInfo['userInfo'], 'isAggregateMerchant' | 'merchantType'>>;
  businessTypesInfo?: Pick<SessionInfo['businessTypesInfo'], 'businessTypes'>;
};

/** The button codes of the page being shown, loaded on entering it (listMenuButtons, spec 6). */
export interface PageButtons {
  menuCode: string;
  buttonCodes: readonly string[];
}

/**
 * Session → permissions: the role's resource codes; the current page's buttons as loaded on
 * entering it (they replace the session's codes under that menu, so a role change shows without a
 * new login); minus what the business type rules out (spec 6: the add-transfer button only for
 * payout business types '0' and '2'), and the whole payout business for a merchant that does not run
 * it (the server refuses those calls). No session, no permissions.
 */
export function permissionsOf(session: AccessSource | null | undefined, page?: PageButtons | null): PermissionSet {
  if (!session) return new Set();
  let codes = session.permissions;
  if (page) {
    const prefix = `${page.menuCode}:`;
    codes = [...codes.filter((c) => !c.startsWith(prefix)), ...page.buttonCodes.filter((c) => c.startsWith(prefix))];
  }
  const set = new Set(codes);
  if (!isPayoutBusinessType(session.userInfo.businessType)) set.delete(Codes6.TRANSFER_ADD);
  const payout = holdsPayout({
    isAggregate: session.userInfo.isAggregateMerchant ?? false,
    businessType: session.userInfo.businessType,
    businessTypes: session.businessTypesInfo?.businessTypes ?? '',
    merchantType: session.userInfo.merchantType,
  });
  if (!payout) for (const code of set) if (isPayoutCode(code)) set.delete(code);
  return set;
}

/** True when no code is required or the set holds it. */
export const hasPermission = (permissions: PermissionSet, code: string | null | undefined): boolean => !code || permissions.has(code);

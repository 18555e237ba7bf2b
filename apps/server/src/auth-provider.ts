import { Codes } from '@crossbill/contracts/codes';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@crossbill/contracts/constants';
import { holdsPayout, MerchantType } from '@crossbill/contracts/merchant';
import type { ServerDeps } from './deps.ts';
import { AppError } from './platform/http/errors.ts';
import { auditDenial } from './platform/audit/audit.ts';
import type { AuthContext, AuthProvider, PathFamily } from './platform/http/context.ts';
import * as identity from './modules/identity/service.ts';
import * as merchant from './modules/merchant/service.ts';
import * as access from './modules/access/service.ts';

const toLang = (v: string): Language => ((LANGUAGES as readonly string[]).includes(v) ? (v as Language) : DEFAULT_LANGUAGE);

/**
 * Who is calling, read afresh on every request in one statement (nothing cached, so a disabled
 * operator, an ended session or a changed role takes effect on the next request, whichever process
 * serves it). Times come from deps.now(), the clock tests move, rather
 * than from the hook's argument.
 */
export function createAuthProvider(deps: ServerDeps): AuthProvider {
  const { db } = deps;
  return {
    async resolve(token: string, opts = { renew: true }): Promise<AuthContext | null> {
      const now = deps.now();
      const read = await access.sessionAccess(db, identity.hashToken(token));
      const live = await identity.checkSession(db, read, now, deps.config.PASSWORD_MAX_AGE_DAYS);
      if (!live || !read) return null;
      const { session, user } = live;
      // a left join leaves the operator's columns null when the session has none (or it was removed)
      const operator = read.operator?.id != null ? read.operator : undefined;
      if (session.operatorId !== null) {
        // a disabled or removed membership ends its sessions at once (DESIGN.md 5)
        if (!operator || operator.status !== 1 || operator.merchantNo !== session.merchantNo || operator.userId !== user.id) {
          await identity.endSession(db, session.id, now, 'operator_disabled');
          return null;
        }
      }
      const permissions = operator && operator.roleId !== null ? (read.codes ?? []) : [];
      const idleExpiresAt = opts.renew ? await identity.touchSession(db, session, now) : session.idleExpiresAt;
      return {
        sessionId: session.id,
        userId: user.id,
        email: user.email,
        operatorId: operator?.id ?? null,
        merchantNo: operator?.merchantNo ?? null,
        merchantType: operator?.merchantType ?? null,
        payout: operator
          ? holdsPayout({
              isAggregate: operator.isAggregate ?? false,
              businessType: operator.businessType,
              businessTypes: operator.businessTypes,
              merchantType: operator.merchantType,
            })
          : false,
        language: toLang(user.language),
        isManage: user.isManage,
        passwordState: live.passwordState,
        twoFactorSetup: session.twoFactorSetup,
        permissions: new Set(permissions),
        idleExpiresAt,
      };
    },

    /** spec 7: '' reads the current merchant; /blocMer a group and its members; /proxyMer likewise for type 2. */
    async scope(auth: AuthContext, family: PathFamily): Promise<string[]> {
      if (!auth.merchantNo) throw new AppError(Codes.NO_MERCHANT);
      if (family === '') return [auth.merchantNo];
      const wanted = family === '/blocMer' ? MerchantType.GROUP : MerchantType.PROXY;
      if (auth.merchantType !== wanted) throw new AppError(Codes.FORBIDDEN);
      return merchant.familyOf(db, auth.merchantNo);
    },

    async denied({ auth, target, code, ip, userAgent }) {
      await auditDenial(db, { userId: auth.userId, merchantNo: auth.merchantNo, target, code, ip, userAgent });
    },
  };
}

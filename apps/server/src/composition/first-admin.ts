import crypto from 'node:crypto';
import type { Language } from '@crossbill/contracts/constants';
import { BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import type { ServerDeps } from '../deps.ts';
import { audit } from '../platform/audit/audit.ts';
import { renderMail } from '../platform/mail/mail.ts';
import * as identity from '../modules/identity/service.ts';
import * as merchant from '../modules/merchant/service.ts';
import { linkOf, mailLink, portalUrl } from './operators-admin.ts';
import { addOperator, type Actor } from '../modules/access/service.ts';

/**
 * A merchant account and its first administrator, made by the provider (`npm run ops -- merchant
 * create`): how a real deployment gets its first login, since the demo data exists in sandbox mode
 * only.
 *
 * The account starts as a self-registered one does (MerchantStatus.REGISTERED, no business line
 * yet, `businessType` the one it will apply for): its administrator completes the network
 * application in the portal and the provider approves it (`ops onboarding approve`); acquiring or
 * payout opens only then. A new person gets a single-use link to set their password (an invitation,
 * PASSWORD_LINK_TTL_MS): mailed when SMTP is configured, otherwise handed back for the console to
 * show once (never kept in the outbox). A person who already has an account keeps their password and
 * becomes the new merchant's administrator too.
 */

export const MERCHANT_BUSINESSES = ['acquiring', 'payout', 'aggregate'] as const;
export type MerchantBusiness = (typeof MERCHANT_BUSINESSES)[number];

const FLAGS: Record<MerchantBusiness, { merchantType: number; businessType: string; isAggregate: boolean }> = {
  acquiring: { merchantType: MerchantType.ACQUIRING, businessType: BusinessType.ACQUIRING, isAggregate: false },
  payout: { merchantType: MerchantType.PAYOUT, businessType: BusinessType.PAYOUT, isAggregate: false },
  aggregate: { merchantType: MerchantType.ACQUIRING, businessType: BusinessType.AGGREGATE, isAggregate: true },
};

export interface NewMerchantInput {
  name: string;
  adminEmail: string;
  /** the administrator's display name; the e-mail's local part when absent */
  adminName?: string;
  /** a new person's language (the mail's too) */
  language: Language;
  business: MerchantBusiness;
  actor: Actor;
}

export interface NewMerchant {
  merchantNo: string;
  userId: number;
  /** the person did not exist: they set a password with the link */
  newPerson: boolean;
  /** the set-password link when it was not mailed (no SMTP, or delivery failed): show it once */
  link: string | null;
  mailed: boolean;
}

export async function createMerchantWithAdmin(deps: Pick<ServerDeps, 'db' | 'config' | 'mail' | 'now'>, o: NewMerchantInput): Promise<NewMerchant> {
  const { db } = deps;
  const now = deps.now();
  const email = o.adminEmail.trim().toLowerCase();
  const existing = await identity.userByEmail(db, email);
  const made = await db.transaction(async (tx) => {
    // nobody can log in with this password: it is never shown, the link sets the real one
    const user =
      existing ??
      (await identity.createUser(
        db,
        { email, name: o.adminName?.trim() || email.split('@')[0]!, password: `${crypto.randomBytes(24).toString('base64url')}#1a`, language: o.language, now },
        tx,
      ));
    const m = await merchant.createMerchant(tx, {
      name: o.name.trim(),
      ...FLAGS[o.business],
      businessTypes: '',
      status: MerchantStatus.REGISTERED,
      merchantLogin: 0,
      actor: o.actor,
      now,
    });
    await addOperator(tx, { userId: user.id, merchantNo: m.merchantNo, roleId: m.adminRoleId, isDefault: !existing, actor: o.actor, now });
    const link = existing ? null : await identity.issuePasswordLink(tx, { userId: user.id, purpose: 'invite', now });
    await audit(tx, {
      ...o.actor,
      merchantNo: m.merchantNo,
      action: 'merchant.createWithAdmin',
      target: m.merchantNo,
      summary: { email, business: o.business, newPerson: !existing },
    });
    return { merchantNo: m.merchantNo, user, token: link?.token ?? null };
  });
  const { user, token } = made;
  const lang: Language = user.language === 'zh-cn' ? 'zh-cn' : 'en';
  const result = { merchantNo: made.merchantNo, userId: user.id, newPerson: !existing };
  if (!deps.config.SMTP_URL) return { ...result, link: token ? linkOf(deps, token) : null, mailed: false };
  if (token) {
    const sent = await mailLink(deps, { to: email, lang, key: 'operatorInvite', name: user.name, merchantName: o.name.trim(), token });
    return { ...result, link: sent.status === 'sent' ? null : linkOf(deps, token), mailed: sent.status === 'sent' };
  }
  const mail = renderMail(lang, 'operatorAdded', { name: user.name, merchantName: o.name.trim(), link: `${portalUrl(deps)}/user/login` });
  const sent = await deps.mail.send({ to: email, tag: 'team.operatorAdded', ...mail });
  return { ...result, link: null, mailed: sent.status === 'sent' };
}

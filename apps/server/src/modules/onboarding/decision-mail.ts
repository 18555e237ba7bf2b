import { DEFAULT_LANGUAGE, type Language } from '@crossbill/contracts/constants';
import type { ServerDeps } from '../../deps.ts';
import { publicBase } from '../../platform/http/public-url.ts';
import { t, toLanguage } from '../../platform/i18n.ts';
import { renderMail } from '../../platform/mail/mail.ts';
import * as merchant from '../merchant/service.ts';
import * as store from './store.ts';

/**
 * The provider's decisions, mailed to the person they concern in that person's language: an
 * application's outcome to its applicant, a face check's to the operator who asked for the link.
 * Each is sent after the decision has committed, and at most once: the row's mail is claimed (a
 * committed update) before it goes, so a retried decision or job cannot send it again.
 */
export type DecisionDeps = Pick<ServerDeps, 'db' | 'mail' | 'config'>;

/** Portal pages the links open (apps/web/src/app/paths.ts): where the applicant reads the outcome and acts. */
const PAGES = { network: '/user/networkApplication', payout: '/supplement/payout', face: '/supplement/jumio' } as const;

/** Application status → mail (messages.json `mail.<key>`); other statuses owe none. */
const APPLICATION_MAILS: Record<string, string> = { pass: 'applicationApproved', fail: 'applicationRejected', suspend: 'applicationSuspended' };
const FACE_MAILS: Record<string, string> = { approved: 'faceApproved', rejected: 'faceRejected' };

const langOf = (v: string | null | undefined): Language => toLanguage(v) ?? DEFAULT_LANGUAGE;

async function mailUser(deps: DecisionDeps, userId: number | null | undefined, key: string, params: (lang: Language) => Record<string, unknown>) {
  const user = userId ? await store.recipientOf(deps.db, userId) : undefined;
  // a disabled person gets no mail about the account
  if (!user || user.status !== 1) return false;
  const lang = langOf(user.language);
  const mail = renderMail(lang, key, { name: user.name, ...params(lang) });
  await deps.mail.send({ to: user.email, tag: `onboarding.${key}`, ...mail });
  return true;
}

/** The mail of an application's latest decision (approved, rejected with its comment, suspended for more information). */
export async function mailApplicationDecision(deps: DecisionDeps, orderNo: string, now: Date): Promise<boolean> {
  const a = await store.claimDecisionMail(deps.db, orderNo, Object.keys(APPLICATION_MAILS), now);
  if (!a) return false;
  const link = `${publicBase(deps.config)}${a.kind === 'payout' ? PAGES.payout : PAGES.network}`;
  return mailUser(deps, a.userId, APPLICATION_MAILS[a.status]!, (lang) => ({
    merchantName: a.legalName,
    orderNo: a.orderNo,
    comment: a.comments?.trim() || t(lang, 'mail.noComment'),
    link,
  }));
}

/** The mail of a face check's decision (approved, or rejected with its reason). */
export async function mailFaceDecision(deps: DecisionDeps, id: number, now: Date): Promise<boolean> {
  const f = await store.claimFaceMail(deps.db, id, Object.keys(FACE_MAILS), now);
  if (!f) return false;
  // checks started before the requester was kept go to the merchant's applicant
  const userId = f.requestedBy ?? (await store.latestOf(deps.db, f.merchantNo, 'network'))?.userId;
  const merchantName = (await merchant.merchantRow(deps.db, f.merchantNo))?.name ?? f.merchantNo;
  const link = `${publicBase(deps.config)}${PAGES.face}`;
  return mailUser(deps, userId, FACE_MAILS[f.status]!, (lang) => ({
    ownerName: f.ownerName,
    merchantName,
    reason: f.reason?.trim() || t(lang, 'mail.noComment'),
    link,
  }));
}

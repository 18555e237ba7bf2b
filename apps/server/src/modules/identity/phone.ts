import type { Language } from '@crossbill/contracts/constants';
import { maskPhone } from '@crossbill/contracts/security';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { SmsProvider } from '../../platform/sms/sms.ts';
import * as verification from '../verification/service.ts';
import type { Client } from './passwords.ts';
import * as store from './store.ts';

/** Phone binding (spec 2 security/sms; spec 7 getPhoneCaptcha): an SMS code confirms the number. */

export async function phoneInfo(db: Executor, userId: number) {
  const user = await store.userById(db, userId);
  return { phone: user?.phone ? maskPhone(user.phone) : null, verifiedAt: user?.phoneVerifiedAt?.toISOString() ?? null };
}

/** POST /merLogin/getPhoneCaptcha */
export function sendPhoneCode(db: Db, sms: SmsProvider, o: { userId: number; phone: string; lang: Language; client: Client; now: Date }) {
  return verification.sendSmsCode(db, sms, { phone: o.phone, purpose: 'bind-phone', lang: o.lang, client: o.client, userId: o.userId, now: o.now });
}

/** POST /security/sms/bind: the code sent to this number binds it to the person. */
export async function bindPhone(db: Db, o: { userId: number; merchantNo: string | null; phone: string; code: string; client: Client; now: Date }) {
  await verification.consumeCode(db, { target: o.phone, purpose: 'bind-phone', code: o.code, now: o.now });
  await db.transaction(async (tx) => {
    const before = await store.userById(tx, o.userId);
    await store.updateUser(tx, o.userId, { phone: o.phone, phoneVerifiedAt: o.now, updatedAt: o.now });
    await audit(tx, {
      userId: o.userId,
      merchantNo: o.merchantNo,
      action: before?.phone ? 'phone.change' : 'phone.bind',
      target: maskPhone(o.phone),
      ...o.client,
    });
  });
  return phoneInfo(db, o.userId);
}

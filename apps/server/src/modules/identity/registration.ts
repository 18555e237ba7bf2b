import crypto from 'node:crypto';
import { Codes } from '@crossbill/contracts/codes';
import type { Language } from '@crossbill/contracts/constants';
import { BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import type { QuickRegisterBody, RegisterBody } from '@crossbill/contracts/registration';
import type { Db } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as access from '../access/service.ts';
import * as merchant from '../merchant/service.ts';
import * as verification from '../verification/service.ts';
import type { Client } from './passwords.ts';
import { createUser, hashDeviceId } from './service.ts';
import * as store from './store.ts';
import * as secStore from './store-security.ts';

/**
 * Registration (spec 2 register, acquiringMerchantRegister; spec 7 registerMerchant,
 * quickRegistration): the mailed code proves the e-mail, then the person and a merchant account in
 * the registered state (MerchantStatus.REGISTERED, may log in before applying: merchantLogin 0) are
 * created together, the person as its administrator. The device that registered is trusted.
 */

const merchantTypeOf = (businessType: string) => (businessType === BusinessType.PAYOUT ? MerchantType.PAYOUT : MerchantType.ACQUIRING);

export interface RegisterInput {
  businessType: RegisterBody['businessType'];
  email: string;
  code: string;
  password: string;
  /** quick registration names the merchant; otherwise the e-mail stands in until the application */
  merchantName?: string;
  lang: Language;
  deviceId: string;
  client: Client;
  now: Date;
  via: 'register' | 'quick';
}

export async function register(db: Db, input: RegisterInput): Promise<{ email: string; merchantNo: string; userId: number }> {
  const email = verification.normalizeEmail(input.email);
  // the code first: only the mailbox's owner learns whether the e-mail is taken
  await verification.consumeCode(db, { target: email, purpose: 'register', code: input.code, now: input.now });
  if (await store.userByEmail(db, email)) throw new AppError(Codes.EMAIL_REGISTERED);
  const { now, client } = input;
  return db.transaction(async (tx) => {
    let user;
    try {
      user = await createUser(db, { email, name: email.split('@')[0]!, password: input.password, language: input.lang, now }, tx);
    } catch (e) {
      // two registrations of one e-mail at once: the unique index decides
      if (/unique|duplicate/i.test(String((e as { cause?: unknown }).cause ?? e))) throw new AppError(Codes.EMAIL_REGISTERED);
      throw e;
    }
    const actor = { userId: user.id, ip: client.ip, userAgent: client.userAgent };
    const m = await merchant.createMerchant(tx, {
      name: input.merchantName?.trim() || email,
      merchantType: merchantTypeOf(input.businessType),
      businessType: input.businessType,
      businessTypes: '',
      isAggregate: input.businessType === BusinessType.AGGREGATE,
      status: MerchantStatus.REGISTERED,
      merchantLogin: 0,
      actor,
      now,
    });
    await access.addOperator(tx, { userId: user.id, merchantNo: m.merchantNo, roleId: m.adminRoleId, isDefault: true, actor, now });
    await secStore.trustDevice(tx, { userId: user.id, deviceHash: hashDeviceId(input.deviceId), userAgent: client.userAgent, now });
    await audit(tx, {
      ...actor,
      merchantNo: m.merchantNo,
      action: input.via === 'quick' ? 'register.quick' : 'register',
      target: email,
      summary: { businessType: input.businessType },
    });
    return { email, merchantNo: m.merchantNo, userId: user.id };
  });
}

export const registerOf = (body: RegisterBody) => ({ businessType: body.businessType, email: body.email, code: body.code, password: body.password });
export const quickRegisterOf = (body: QuickRegisterBody) => ({
  businessType: BusinessType.ACQUIRING,
  email: body.email,
  code: body.code,
  password: body.password,
  merchantName: body.merchantName,
});

/** A new random device id for the device cookie. */
export const newDeviceId = () => crypto.randomBytes(24).toString('base64url');

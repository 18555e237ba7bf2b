import { Codes } from '@crossbill/contracts/codes';
import { STEP_UP_WINDOW_MS, type StepUpMethod, type StepUpRequired } from '@crossbill/contracts/two-factor';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as secStore from './store-security.ts';
import * as tfStore from './store-two-factor.ts';

/**
 * Step-up: sensitive actions (money movement, payee accounts, API keys and webhook secrets, role
 * changes) need a second factor proved within STEP_UP_WINDOW_MS on this session. The authenticator
 * app when the person has one; otherwise the payment password of the merchant, or the login password
 * where none is set. `POST /security/stepUp` stamps the session. A login stamps it only when it proved
 * that same factor (loginProves): a sign-in with the authenticator's code, or the login password of a
 * person whose step-up factor is that password. A person with a payment password is asked for it on the
 * first sensitive action after signing in: the login password alone does not move money.
 */

export interface SessionRef {
  sessionId: number;
  userId: number;
  merchantNo: string | null;
}

/** What proves a fresh factor for this person in this merchant. */
export async function stepUpMethodOf(db: Executor, userId: number, merchantNo: string | null): Promise<StepUpMethod> {
  if ((await tfStore.twoFactorOf(db, userId))?.enabledAt) return 'totp';
  if (merchantNo && (await secStore.paymentPasswordOf(db, userId, merchantNo))) return 'paymentPassword';
  return 'password';
}

/** Throws STEP_UP_REQUIRED (data: the method to ask for) unless a factor was proved in the window. */
export async function requireFreshFactor(db: Executor, s: SessionRef, now: Date): Promise<void> {
  const at = await tfStore.sessionStepUpAt(db, s.sessionId);
  if (at && now.getTime() - at.getTime() < STEP_UP_WINDOW_MS) return;
  const data: StepUpRequired = { method: await stepUpMethodOf(db, s.userId, s.merchantNo) };
  throw new AppError(Codes.STEP_UP_REQUIRED, { data });
}

/**
 * For flows that ask the payment password themselves (transfer, payee account change, API key): the
 * password entered in the flow is the fresh factor of a person without an authenticator; a person
 * with one needs the fresh factor as well.
 */
export async function requireFreshFactorBesidesPin(db: Executor, s: SessionRef, now: Date): Promise<void> {
  if ((await tfStore.twoFactorOf(db, s.userId))?.enabledAt) await requireFreshFactor(db, s, now);
}

/** Whether a login that ended `via` (password, device-code, totp, recovery) proved the step-up factor. */
export function loginProves(method: StepUpMethod, via: string): boolean {
  if (method === 'totp') return via === 'totp' || via === 'recovery';
  return method === 'password';
}

/**
 * Whether a factor proved in one merchant counts in another (switching merchants keeps the window):
 * the authenticator and the login password belong to the person; a payment password to one merchant.
 */
export async function sameStepUpFactor(db: Executor, userId: number, from: string | null, to: string): Promise<boolean> {
  const [a, b] = [await stepUpMethodOf(db, userId, from), await stepUpMethodOf(db, userId, to)];
  return a === b && a !== 'paymentPassword';
}

import crypto from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@crossbill/contracts/two-factor';
import type { Executor } from '../../platform/db/client.ts';
import * as tfStore from './store-two-factor.ts';

/**
 * Two-factor recovery codes: ten single-use codes shown once, kept as salted hashes. The enrolment
 * issues the first set; a regeneration (two-factor.ts) replaces the whole set.
 */

/** A recovery code as typed (any case, with or without the dash) to its stored hash, salted by its owner. */
export const recoveryHash = (userId: number, code: string) =>
  crypto
    .createHash('sha256')
    .update(`recovery:${userId}:${code.replace('-', '').toLowerCase()}`)
    .digest('hex');

function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(crypto.randomBytes(10), (b) => alphabet[b % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * A new set of codes in place of every earlier one (used or not); pass the caller's transaction, so
 * that the old set stops working in the same commit that stores the new one. The codes, to show once.
 */
export async function issueRecoveryCodes(tx: Executor, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tfStore.replaceRecoveryCodes(
    tx,
    userId,
    codes.map((c) => recoveryHash(userId, c)),
  );
  return codes;
}

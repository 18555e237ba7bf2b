import crypto from 'node:crypto';
import { Codes } from '@crossbill/contracts/codes';
import type { ActionLogEvent } from '@crossbill/contracts/shell';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { insertActionLog } from './store.ts';

/** Largest event body we accept; the schema's field limits add up to well below it. */
export const ACTION_LOG_BODY_LIMIT = 16 * 1024;

/**
 * The key only tags the source (it ships inside the web app), so it is not a secret; it keeps random
 * posts out. Compared in constant time anyway.
 */
export function checkActionLogKey(expected: string, given: string | string[] | undefined): void {
  const value = Array.isArray(given) ? given[0] : given;
  const a = Buffer.from(String(value ?? ''));
  const b = Buffer.from(expected);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) throw new AppError(Codes.FORBIDDEN);
}

/** Store one page event as sent, with the client address seen by the server. */
export async function recordActionLog(db: Executor, event: ActionLogEvent, ip: string): Promise<void> {
  await insertActionLog(db, {
    merchantNo: event.merchant_no ?? '',
    userId: event.user_id ?? '',
    pageUrl: event.page_url,
    event: event as unknown as Record<string, unknown>,
    ip,
  });
}

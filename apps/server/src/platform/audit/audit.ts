import { auditClassOf } from '@crossbill/contracts/resources';
import type { Executor } from '../db/client.ts';
import { auditLog } from './schema.ts';

/** Who made a change, as audit entries record it: the route context's `actor`, or SYSTEM for jobs. */
export interface Actor {
  userId: number | null;
  /** the operator's e-mail where a record keeps a name (refunds) */
  name?: string | null;
  ip?: string;
  userAgent?: string;
}
export const SYSTEM_ACTOR: Actor = { userId: null };

export interface AuditEntry {
  userId: number | null;
  merchantNo: string | null;
  /** dotted verb, e.g. `login.success`, `merchant.switch`, `role.update` */
  action: string;
  target?: string | null;
  summary?: Record<string, unknown>;
  ip?: string;
  userAgent?: string;
}

/** Append one audit entry; call it inside the transaction of the change it records. */
export async function audit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    merchantNo: entry.merchantNo,
    action: entry.action,
    target: entry.target ?? null,
    summary: entry.summary ?? {},
    ip: entry.ip ?? '',
    userAgent: (entry.userAgent ?? '').slice(0, 512),
  });
}

/**
 * A refusal for lack of a permission code: written as `access.denied` (target: the route or object,
 * summary: the missing code and its class) when the code guards money or identity (auditClassOf,
 * contracts resources.ts); other refusals are only answered. Its own statement: the refused request
 * changes nothing else.
 */
export async function auditDenial(
  db: Executor,
  refusal: { userId: number; merchantNo: string | null; target: string; code: string; ip?: string; userAgent?: string },
): Promise<void> {
  const cls = auditClassOf(refusal.code);
  if (!cls) return;
  await audit(db, {
    userId: refusal.userId,
    merchantNo: refusal.merchantNo,
    action: 'access.denied',
    target: refusal.target.slice(0, 200),
    summary: { code: refusal.code, class: cls },
    ip: refusal.ip,
    userAgent: refusal.userAgent,
  });
}

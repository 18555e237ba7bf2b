import type { Executor } from '../db/client.ts';
import { auditLog } from './schema.ts';

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

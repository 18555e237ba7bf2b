import type { Executor } from '../../platform/db/client.ts';
import { actionLogs } from './schema.ts';

export async function insertActionLog(
  db: Executor,
  e: { merchantNo: string; userId: string; pageUrl: string; event: Record<string, unknown>; ip: string },
): Promise<void> {
  await db.insert(actionLogs).values(e);
}

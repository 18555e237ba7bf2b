import { eq } from 'drizzle-orm';
import type { Database, Db, Executor } from '../platform/db/client.ts';
import { migrate } from '../platform/db/migrate.ts';
import { sandboxClock } from './schema.ts';

/**
 * The sandbox's shared clock. Services take `now` from the server's dependencies (tests move a clock
 * of their own); a sandbox deployment of several processes needs one clock for all of them, so that a
 * tester (`npm run ops -- sandbox clock`) or a multi-process test moves every server and worker at once:
 * a scheduled transfer's 10:00 Beijing run, a collection account's opening, a subscription's next
 * charge. The offset lives in the database and each process reads it again every second; production
 * (sandbox off) reads the system clock and never this table.
 */
export const CLOCK_REFRESH_MS = 1000;

export async function clockOffset(db: Executor): Promise<number> {
  const [row] = await db.select({ offsetMs: sandboxClock.offsetMs }).from(sandboxClock).where(eq(sandboxClock.id, 1));
  return row?.offsetMs ?? 0;
}

/** Sets the offset (ms ahead of the system clock; 0 puts the clock back). */
export async function setClockOffset(db: Executor, offsetMs: number): Promise<void> {
  const updatedAt = new Date();
  await db.insert(sandboxClock).values({ id: 1, offsetMs, updatedAt }).onConflictDoUpdate({ target: sandboxClock.id, set: { offsetMs, updatedAt } });
}

/** A clock that follows the shared offset, read now and then every `refreshMs`; `stop` ends the reading. */
export async function sharedClock(db: Db, refreshMs = CLOCK_REFRESH_MS): Promise<{ now: () => Date; stop: () => void }> {
  let offset = await clockOffset(db);
  const timer = setInterval(() => {
    // the database away for a moment: the clock keeps its last offset
    clockOffset(db).then(
      (o) => (offset = o),
      () => undefined,
    );
  }, refreshMs);
  timer.unref();
  return { now: () => new Date(Date.now() + offset), stop: () => clearInterval(timer) };
}

/**
 * The clock of a server or worker process: the shared one in sandbox mode (after the migrations, which
 * create its table: processes starting together on a fresh database take them in turn), else none (the
 * system clock).
 */
export async function processClock(sandbox: boolean, database: Database): Promise<(() => Date) | undefined> {
  if (!sandbox) return undefined;
  await migrate(database);
  return (await sharedClock(database.db)).now;
}

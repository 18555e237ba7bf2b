import type { Database } from './db/client.ts';

/**
 * Stop cleanly on SIGINT / SIGTERM: readiness fails at once and new requests get 503 while those in
 * flight finish (the server's close), running jobs finish or go back to the queue (pg-boss's graceful
 * stop), then the database closes and the embedded data dir's lock is released, so that the next start
 * finds it free. All of it within `timeoutMs` (SHUTDOWN_TIMEOUT_MS): past it the process exits with 1
 * anyway (a job left active is retried after its expiry; handlers are idempotent). A second signal
 * does not restart it.
 */
export function stopOnSignals(
  parts: { server: { close(): Promise<void> }; database: Database; release: () => void; tracing?: { stop(): Promise<void> } | null },
  o: { timeoutMs: number; onSignal?: (signal: string) => void },
): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    o.onSignal?.(signal);
    const late = setTimeout(() => {
      console.error(`  Crossbill did not stop within ${o.timeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting now.`);
      parts.release();
      process.exit(1);
    }, o.timeoutMs);
    try {
      await parts.server.close();
      await parts.database.close();
      // the last spans (the requests that just finished) leave before the process does
      await parts.tracing?.stop().catch(() => undefined);
    } finally {
      clearTimeout(late);
      parts.release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

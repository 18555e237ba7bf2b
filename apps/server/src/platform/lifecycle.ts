import type { Database } from './db/client.ts';

/**
 * Stop cleanly on SIGINT / SIGTERM: the server (HTTP and jobs) first, then the database, then the
 * embedded data dir's lock, so that the next start finds it free. A second signal does not restart it.
 */
export function stopOnSignals(
  parts: { server: { close(): Promise<void> }; database: Database; release: () => void },
  onSignal?: (signal: string) => void,
): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    onSignal?.(signal);
    try {
      await parts.server.close();
      await parts.database.close();
    } finally {
      parts.release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

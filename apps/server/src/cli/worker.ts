// `npm run worker`: a process that only runs background jobs, for scale-out beside API processes
// started with JOBS=false. It needs PostgreSQL: the embedded database serves one process.
import { startTracing } from '../platform/tracing/tracing.ts';

// traces first (when OTEL_* ask for them), then the rest: pg is patched as it loads (see main.ts)
const tracing = await startTracing();
const [{ loadConfig }, { openConfiguredDatabase }, { buildServer }, { stopOnSignals }, { processClock }] = await Promise.all([
  import('../platform/config.ts'),
  import('../platform/db/open.ts'),
  import('../app.ts'),
  import('../platform/lifecycle.ts'),
  import('../sandbox/clock.ts'),
]);

const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('A separate worker needs DATABASE_URL (PostgreSQL). With the embedded database, `npm start` runs the jobs itself.');
  process.exit(2);
}
const { database, release } = await openConfiguredDatabase(config);
const server = await buildServer({ config, database, work: true, sweepAtStart: true, now: await processClock(config.SANDBOX, database) });
console.log('  Crossbill worker is running background jobs.');
stopOnSignals({ server, database, release, tracing }, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS });

// `npm run worker`: a process that only runs background jobs, for scale-out beside API processes
// started with JOBS=false. It needs PostgreSQL: the embedded database serves one process.
import { loadConfig } from '../platform/config.ts';
import { openConfiguredDatabase } from '../platform/db/open.ts';
import { buildServer } from '../app.ts';
import { stopOnSignals } from '../platform/lifecycle.ts';

const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('A separate worker needs DATABASE_URL (PostgreSQL). With the embedded database, `npm start` runs the jobs itself.');
  process.exit(2);
}
const { database, release } = await openConfiguredDatabase(config);
const server = await buildServer({ config, database, work: true });
console.log('  Crossbill worker is running background jobs.');
stopOnSignals({ server, database, release }, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS });

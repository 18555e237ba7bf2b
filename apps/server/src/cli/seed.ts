// `npm run seed`: create the demo data on an empty database (the server does this at start too), in
// sandbox mode or with DEMO_SEED=true only: its operator's password is published.
import { loadConfig } from '../platform/config.ts';
import { openConfiguredDatabase } from '../platform/db/open.ts';
import { DataDirLockedError } from '../platform/db/lock.ts';
import { buildServer } from '../app.ts';
import { seedDemoIfEmpty, DEMO_EMAIL } from '../sandbox/demo-seed.ts';

try {
  const config = loadConfig();
  const { database, release } = await openConfiguredDatabase(config);
  const server = await buildServer({ config, database, work: false, logger: false });
  const seeded = await seedDemoIfEmpty(server.deps);
  if (seeded) console.log(`  Demo data created (operator ${DEMO_EMAIL}).`);
  else if (!config.DEMO_SEED) console.log('  Demo data is created in sandbox mode only (SANDBOX=true), or with DEMO_SEED=true: nothing was seeded.');
  else console.log('  The database is not empty: nothing was seeded.');
  await server.close();
  await database.close();
  release();
} catch (e) {
  console.error(e instanceof DataDirLockedError ? `  ${e.message}` : e);
  process.exit(e instanceof DataDirLockedError ? 2 : 1);
}

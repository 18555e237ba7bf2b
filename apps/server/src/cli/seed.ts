// `npm run seed`: create the demo data on an empty database (the server does this at start too).
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
  console.log(seeded ? `  Demo data created (operator ${DEMO_EMAIL}).` : '  The database is not empty: nothing was seeded.');
  await server.close();
  await database.close();
  release();
} catch (e) {
  console.error(e instanceof DataDirLockedError ? `  ${e.message}` : e);
  process.exit(e instanceof DataDirLockedError ? 2 : 1);
}

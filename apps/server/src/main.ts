import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTracing } from './platform/tracing/tracing.ts';

// Traces first, when the OTEL_* variables ask for them: pg, http and Fastify are patched as they load,
// so the rest of the server is imported only after (dynamic imports below).
const tracing = await startTracing();
const [{ loadConfig }, { openConfiguredDatabase }, { DataDirLockedError }, { buildServer }, { stopOnSignals }, demoSeed, { startBanner }, { processClock }] =
  await Promise.all([
    import('./platform/config.ts'),
    import('./platform/db/open.ts'),
    import('./platform/db/lock.ts'),
    import('./app.ts'),
    import('./platform/lifecycle.ts'),
    import('./sandbox/demo-seed.ts'),
    import('./start-banner.ts'),
    import('./sandbox/clock.ts'),
  ]);
const { demoOperatorExists, noUsersYet, seedDemoIfEmpty } = demoSeed;

/** Start the portal: database, migrations, demo data on an empty database (sandbox mode), HTTP on PORT. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  const started = Date.now();
  const config = loadConfig();
  config.WEB_DIST ??= path.join(repoRoot, 'apps/web/dist');
  const { database, release } = await openConfiguredDatabase(config);
  // sandbox: the clock shared by every process of the deployment (npm run ops -- sandbox clock)
  const server = await buildServer({ config, database, now: await processClock(config.SANDBOX, database) });
  const seeded = await seedDemoIfEmpty(server.deps);
  const demo = seeded ? 'created' : (await demoOperatorExists(server.deps)) ? 'present' : 'none';
  const noUsers = demo === 'none' && (await noUsersYet(server.deps));
  await server.app.listen({ port: config.PORT, host: config.HOST });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(startBanner({ url, seconds: (Date.now() - started) / 1000, where, demo, noUsers }));

  stopOnSignals(
    { server, database, release, tracing },
    { timeoutMs: config.SHUTDOWN_TIMEOUT_MS, onSignal: (signal) => console.log(`\n  ${signal}: stopping Crossbill…`) },
  );
}

main().catch((err) => {
  if (err instanceof DataDirLockedError) {
    console.error(`\n  Crossbill cannot start: ${err.message}\n`);
    process.exit(2);
  }
  console.error(err instanceof Error && err.message.startsWith('Invalid configuration') ? err.message : err);
  process.exit(1);
});

// The browser tests' server: the real app (built web + API) on a fresh embedded data dir, with the
// demo data and the fixtures the specs need, all created through the services. A second, test-only
// port moves the server's clock so that session expiry can be tested as it really happens.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openConfiguredDatabase } from '../apps/server/src/platform/db/open.ts';
import { buildServer } from '../apps/server/src/app.ts';
import { stopOnSignals } from '../apps/server/src/platform/lifecycle.ts';
import { seedDemoIfEmpty } from '../apps/server/src/sandbox/demo-seed.ts';
import { seedE2eFixtures } from './fixtures/seed.ts';
import { CONTROL_PORT, E2E_PORT } from './env.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.tmp/e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });

let offsetMs = 0;
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: String(E2E_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, false);
config.WEB_DIST = path.join(root, 'apps/web/dist');
const { database, release } = await openConfiguredDatabase(config);
const server = await buildServer({ config, database, now: () => new Date(Date.now() + offsetMs) });
await seedDemoIfEmpty(server.deps);
await seedE2eFixtures(server.deps);
await server.app.listen({ port: E2E_PORT, host: '127.0.0.1' });

http
  .createServer((req, res) => {
    if (req.url === '/ready') return res.end('ok');
    const m = /^\/clock\/advance\/(\d+)$/.exec(req.url ?? '');
    if (req.method === 'POST' && m) {
      offsetMs += Number(m[1]);
      return res.end(String(offsetMs));
    }
    if (req.method === 'POST' && req.url === '/clock/reset') {
      offsetMs = 0;
      return res.end('0');
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(CONTROL_PORT, '127.0.0.1');

stopOnSignals({ server, database, release });

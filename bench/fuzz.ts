// The schema-driven fuzz of every route, at benchmark size (the server test sends a few hundred):
// a server on a fresh embedded database, the route world of the server tests, then for each operation
// of the OpenAPI document a sweep (every field with each class of hostile value) and `--per-operation`
// random hostile requests (default 10), seeded by `--seed`.
// Prints the request count, the answers by status class and every 5xx; the last line is the JSON result.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPglite } from '../apps/server/src/platform/db/client.ts';
import { buildServer } from '../apps/server/src/app.ts';
import { buildWorld } from '../apps/server/test/route-world.ts';
import { openapiDoc } from '../apps/server/test/route-walk.ts';
import { fuzz } from '../apps/server/test/fuzz.ts';
import { benchOptions } from './options.ts';

const { int } = benchOptions();
// 0 requests per operation: the sweep alone
const perOperation = int('per-operation', 10, { min: 0, max: 100_000 });
const seed = int('seed', 2026, { min: -(2 ** 31), max: 2 ** 31 - 1 });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-fuzz-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOGIN_NEW_DEVICE_CHECK: 'false', DEMO_HISTORY: 'false' }, false);
const database = await openPglite(undefined);
const server = await buildServer({ config, database, logger: false, work: true });
try {
  const world = await buildWorld(server);
  const doc = await openapiDoc(world.api);
  const started = Date.now();
  const result = await fuzz(doc, world, { perOperation, seed, sweep: true });
  const seconds = (Date.now() - started) / 1000;
  console.log(`  operations: ${result.operations}, requests: ${result.requests} (${(result.requests / seconds).toFixed(0)}/s), seed ${seed}`);
  console.log(
    `  answers: ${Object.entries(result.byClass)
      .sort()
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(`  5xx: ${result.failures.length}`);
  for (const f of result.failures) console.log(`    ${f.status} ${f.request.method} ${f.request.url.slice(0, 200)} ${f.request.body?.slice(0, 200) ?? ''}`);
  console.log(
    JSON.stringify({
      operations: result.operations,
      requests: result.requests,
      byClass: result.byClass,
      fiveXx: result.failures.length,
      seconds,
      seed,
      perOperation,
    }),
  );
} finally {
  await server.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// Start-to-ready of the embedded-database server: on an empty data dir (creates the database,
// migrates, seeds the demo) and again on the seeded dir. Target: ready ≤ 15 s on an empty data dir.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server.mjs';

export async function startup(root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossbill-bench-'));
  try {
    const empty = await startServer(root, dataDir);
    await empty.stop();
    const seeded = await startServer(root, dataDir);
    await seeded.stop();
    const result = { emptyReadyS: +(empty.readyMs / 1000).toFixed(2), seededReadyS: +(seeded.readyMs / 1000).toFixed(2), targetEmptyS: 15 };
    console.log(`  ready on an empty data dir:  ${result.emptyReadyS} s (target ≤ ${result.targetEmptyS} s)`);
    console.log(`  ready on a seeded data dir:  ${result.seededReadyS} s`);
    return result;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// One export, alone in its process: run by bench/acquiring.ts as `node --import tsx bench/acquiring-export.ts`
// with DATABASE_URL, FILES_DIR and TASK_ID (a task already created, GI). It builds the task's file through
// the download center's job (buildExport) and samples its own RSS, so the peak is what an export costs a
// worker process and not what the benchmark's generation left behind. The last stdout line is the JSON result.
import { openPostgres } from '../apps/server/src/platform/db/client.ts';
import { localFileStore } from '../apps/server/src/platform/files/storage.ts';
import { buildExport } from '../apps/server/src/modules/download/exports.ts';
import { transactionExports } from '../apps/server/src/modules/transaction/service.ts';

const env = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`bench/acquiring-export.ts needs ${name}`);
  return v;
};

const mb = (bytes: number) => +(bytes / 1048576).toFixed(0);
const database = await openPostgres(env('DATABASE_URL'), 2);
const rssStart = process.memoryUsage().rss;
let rssPeak = rssStart;
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 10);
const t = performance.now();
try {
  await buildExport({ db: database.db, files: localFileStore(env('FILES_DIR')), now: () => new Date() }, transactionExports, Number(env('TASK_ID')));
  const seconds = (performance.now() - t) / 1000;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  // maxRSS (KiB) is the kernel's high-water mark of the whole process, catching peaks between samples
  console.log(JSON.stringify({ seconds, rssStartMb: mb(rssStart), rssPeakMb: mb(rssPeak), maxRssMb: mb(process.resourceUsage().maxRSS * 1024) }));
} finally {
  clearInterval(sampler);
  await database.close();
}

// `npm run ledger:verify`: check the ledger's invariants over the configured database (DATABASE_URL,
// or the embedded one in DATA_DIR); exit 1 listing the offending rows when one breaks.
import { loadConfig } from '../platform/config.ts';
import { openConfiguredDatabase } from '../platform/db/open.ts';
import { DataDirLockedError } from '../platform/db/lock.ts';
import { migrate } from '../platform/db/migrate.ts';
import { verifyLedger } from '../modules/ledger/verify.ts';

try {
  const config = loadConfig();
  const { database, release } = await openConfiguredDatabase(config);
  let failed = false;
  try {
    // the same schema the server runs on (a no-op on a migrated database)
    await migrate(database);
    const { problems, summary } = await verifyLedger(database.db);
    console.log(`  Ledger: ${summary.accounts} accounts, ${summary.entries} entries, ${summary.postings} postings.`);
    if (problems.length === 0) {
      console.log('  ledger:verify passed: every entry sums to zero per currency, balances equal their postings, no forbidden negative balance.');
    } else {
      failed = true;
      console.error(`  ledger:verify FAILED: ${problems.length} problem(s)`);
      for (const p of problems) console.error(`  - ${JSON.stringify(p)}`);
    }
  } finally {
    await database.close();
    release();
  }
  process.exit(failed ? 1 : 0);
} catch (e) {
  console.error(e instanceof DataDirLockedError ? `  ${e.message}` : e);
  process.exit(e instanceof DataDirLockedError ? 2 : 1);
}

import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { pgliteAdapter } from './jobs.ts';

// Opening PGlite compiles its WebAssembly (seconds on a loaded machine): the server tests' ceiling.
const OPEN_TIMEOUT = 60_000;

describe("pg-boss's bookkeeping on the embedded database", () => {
  it(
    'drops a statement the closing database can no longer run, also one already waiting its turn, and still fails a bad one',
    async () => {
      const database = await openPglite(undefined);
      const adapter = pgliteAdapter(database);
      await expect(adapter.executeSql('select $1::int as x', [1])).resolves.toEqual({ rows: [{ x: 1 }] });
      await expect(adapter.executeSql('select nope from nowhere', [1])).rejects.toThrow(/nowhere/);

      // sent while open (past the adapter's check), run after the close: a job completing as the server stops
      const waiting = adapter.executeSql('select $1::int as x', [2]);
      await database.close();
      await expect(waiting).resolves.toEqual({ rows: [] });
      await expect(adapter.executeSql('select $1::int as x', [3])).resolves.toEqual({ rows: [] });
    },
    OPEN_TIMEOUT,
  );
});

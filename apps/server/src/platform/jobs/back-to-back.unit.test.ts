import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { startJobs } from './jobs.ts';

// Opening PGlite and pg-boss's schema on it take seconds on a loaded machine.
const CEILING = 120_000;
const QUEUE = 'test.back-to-back';

describe('a worker with jobs waiting', () => {
  it(
    'runs them one after another without waiting its polling interval between them',
    async () => {
      const database = await openPglite(undefined);
      try {
        // five jobs waiting before any worker looks
        const sender = await startJobs(database, [{ name: QUEUE, handler: async () => undefined }], { work: false });
        for (let i = 0; i < 5; i++) await sender.send(QUEUE, { i });
        await sender.stop();

        // a worker that would look only once an hour when its queue is empty
        const ran: number[] = [];
        const worker = await startJobs(database, [{ name: QUEUE, handler: async (data) => void ran.push(Number(data.i)) }], {
          work: true,
          pollingIntervalSeconds: 3600,
        });
        try {
          // its first look takes the first job; the others follow at once, not an hour apart each
          for (let i = 0; i < 600 && ran.length < 5; i++) await new Promise((r) => setTimeout(r, 100));
          expect(ran.sort()).toEqual([0, 1, 2, 3, 4]);
        } finally {
          await worker.stop();
        }
      } finally {
        await database.close();
      }
    },
    CEILING,
  );
});

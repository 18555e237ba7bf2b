import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/fixtures.ts';
import { fuzz } from '../../../test/fuzz.ts';
import { buildWorld, type World } from '../../../test/route-world.ts';
import { openapiDoc, type Doc } from '../../../test/route-walk.ts';

const s = useTestServer();

/**
 * Routes whose 5xx belongs to work under way elsewhere, and why; each entry is a known defect to
 * remove with its fix, never a place to park a new one.
 */
const KNOWN: Record<string, string> = {};

describe('a schema-driven fuzz of every route', () => {
  let doc: Doc;
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(s);
    doc = await openapiDoc(world.api);
  }, 180_000);

  it('answers hostile values on every route with a 4xx envelope (or a success), never a 5xx', async () => {
    // two requests per operation, seeded: a few hundred requests that are the same on every run
    // (`npm run bench -- fuzz` sends thousands)
    const result = await fuzz(doc, world, { perOperation: 2, seed: 2026, skip: KNOWN });
    expect(result.requests).toBeGreaterThan(400);
    // some hostile values are still valid ones (an empty filter, a zero): those reached the handlers
    expect(result.byClass['2xx']).toBeGreaterThan(0);
    expect(result.failures.map((f) => `${f.status} ${f.request.method} ${f.request.url.slice(0, 160)} ${f.request.body?.slice(0, 160) ?? ''}`)).toEqual([]);
    // the run went through signed in to the end: its requests reached the routes, not the login check
    expect((await world.api('GET', '/merLogin/currentSession', { cookie: world.cookies.merchant })).body.respCode).toBe('20000');
  }, 300_000);
});

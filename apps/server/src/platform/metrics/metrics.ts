import { timingSafeEqual } from 'node:crypto';
import client from 'prom-client';
import type { FastifyInstance } from 'fastify';

/**
 * Prometheus metrics of this process (issue 20 §4), at GET /metrics when METRICS_TOKEN is set (a
 * scraper sends `Authorization: Bearer <token>`), absent otherwise. Labels are bounded sets only:
 * route patterns (`/api/merAnnouncement/info/:id`, never the id), methods, statuses, queue names,
 * outcomes and posting kinds; never an id, an e-mail, a merchant number or card data.
 *
 * One registry per process: every server and job runner of the process reports into it (the test
 * servers of one test file share it too, which is why the tests read differences).
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: 'crossbill_' });

const registers = [registry];

export const httpRequests = new client.Counter({
  name: 'crossbill_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpDuration = new client.Histogram({
  name: 'crossbill_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const jobRuns = new client.Counter({
  name: 'crossbill_jobs_total',
  help: 'Background job runs, by queue and outcome (completed, failed: retried, failed_permanently)',
  labelNames: ['queue', 'outcome'] as const,
  registers,
});

export const jobDuration = new client.Histogram({
  name: 'crossbill_job_duration_seconds',
  help: 'Time a background job ran, by queue',
  labelNames: ['queue'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers,
});

export const ledgerPostings = new client.Counter({
  name: 'crossbill_ledger_postings_total',
  help: 'Ledger postings written, by kind (counted when written: one in a transaction that then rolls back is included)',
  labelNames: ['kind'] as const,
  registers,
});

export const loginFailures = new client.Counter({
  name: 'crossbill_login_failures_total',
  help: 'Wrong passwords (at login and on a password change)',
  labelNames: ['kind'] as const,
  registers,
});

/** What a gauge reads when scraped: the queues' waiting jobs, the database pools' connections. */
type Probe = () => Promise<Array<{ labels: Record<string, string>; value: number }>>;
const queueProbes = new Set<Probe>();
const poolProbes = new Set<() => { total: number; idle: number; waiting: number }>();

new client.Gauge({
  name: 'crossbill_job_queue_depth',
  help: 'Jobs waiting in a queue (created or retrying), by queue',
  labelNames: ['queue'] as const,
  registers,
  async collect() {
    this.reset();
    for (const probe of queueProbes) for (const { labels, value } of await probe().catch(() => [])) this.set(labels, value);
  },
});

new client.Gauge({
  name: 'crossbill_db_pool_connections',
  help: 'PostgreSQL pool connections of this process, by state (total, idle, waiting requests)',
  labelNames: ['state'] as const,
  registers,
  collect() {
    this.reset();
    const sum = { total: 0, idle: 0, waiting: 0 };
    for (const probe of poolProbes) {
      const p = probe();
      sum.total += p.total;
      sum.idle += p.idle;
      sum.waiting += p.waiting;
    }
    for (const [state, value] of Object.entries(sum)) this.set({ state }, value);
  },
});

/** Report a probe while its owner runs; the returned function stops it (on close). */
export function watchQueues(probe: Probe): () => void {
  queueProbes.add(probe);
  return () => void queueProbes.delete(probe);
}

export function watchPool(probe: () => { total: number; idle: number; waiting: number }): () => void {
  poolProbes.add(probe);
  return () => void poolProbes.delete(probe);
}

/** Times a job's run and counts its outcome. */
export async function measureJob<T>(queue: string, run: () => Promise<T>, permanent: (e: unknown) => boolean): Promise<T> {
  const end = jobDuration.startTimer({ queue });
  try {
    const result = await run();
    jobRuns.inc({ queue, outcome: 'completed' });
    return result;
  } catch (e) {
    jobRuns.inc({ queue, outcome: permanent(e) ? 'failed_permanently' : 'failed' });
    throw e;
  } finally {
    end();
  }
}

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Count every answer by its route pattern (404s of unknown paths as `unmatched`, so a scanner cannot
 * grow the label set), and serve GET /metrics when a token is configured.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route };
    httpRequests.inc({ ...labels, status: String(reply.statusCode) });
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  if (!token) return;
  app.get('/metrics', { config: { permission: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) return reply.code(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

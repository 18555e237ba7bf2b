import { describe, expect, it } from 'vitest';
import { newMerchant, newOperator, newUser, useTestServer } from '../../../test/fixtures.ts';
import Fastify from 'fastify';
import { registerMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-for-the-test-0123';
const s = useTestServer({ METRICS_TOKEN: TOKEN });

const scrape = async (token = TOKEN) => s.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });

/** The value of one series of the exposition text (0 when absent): the registry is the process's, so tests read differences. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('Prometheus metrics', () => {
  it('are served only to a scraper with the token', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await scrape('wrong-token-of-the-same-size-000')).statusCode).toBe(401);
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('crossbill_process_cpu_seconds_total');
  });

  it('are absent without a token', async () => {
    // the same registration as the server's (http/app.ts), on a bare app: no second test server
    const plain = Fastify();
    registerMetrics(plain, undefined);
    expect((await plain.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    await plain.close();
  });

  it('count requests by route pattern and status, never by id or e-mail', async () => {
    const merchant = await newMerchant(s);
    const { cookie, email } = await newOperator(s, { merchant });
    // a notice id nobody has: the route is what counts, whatever it answers
    const id = 987654321;
    const first = await s.api('GET', `/merAnnouncement/info/${id}`, { cookie });
    const series = `crossbill_http_requests_total{method="GET",route="/api/merAnnouncement/info/:id",status="${first.status}"}`;
    const before = valueOf((await scrape()).body, series);
    await s.api('GET', `/merAnnouncement/info/${id}`, { cookie });
    await s.api('GET', `/merAnnouncement/info/${id}`, { cookie });
    await s.api('GET', '/no/such/path/4111111111111111');

    const text = (await scrape()).body;
    expect(valueOf(text, series)).toBe(before + 2);
    expect(text).toContain('crossbill_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/merAnnouncement/info/:id"}');
    // unknown paths share one label; no id, e-mail, merchant number or card number is ever a label
    expect(text).toMatch(/crossbill_http_requests_total\{method="GET",route="unmatched",status="404"\} \d+/);
    expect(text).not.toContain(String(id));
    expect(text).not.toContain(email);
    expect(text).not.toContain(merchant.merchantNo);
    expect(text).not.toContain('4111111111111111');
  });

  it('count wrong passwords, ledger postings and job runs', async () => {
    const { email } = await newUser(s);
    const failures = 'crossbill_login_failures_total{kind="login"}';
    const before = valueOf((await scrape()).body, failures);
    const wrong = await s.api('POST', '/merLogin/doLogin', { body: { email, password: 'Wrong#Password1' } });
    expect(wrong.body.respCode).not.toBe('20000');
    const text = (await scrape()).body;
    expect(valueOf(text, failures)).toBe(before + 1);
    // written by the fixtures' merchants and the jobs of this file so far; their families always exist
    expect(text).toContain('# TYPE crossbill_ledger_postings_total counter');
    expect(text).toContain('# TYPE crossbill_jobs_total counter');
    expect(text).toMatch(/crossbill_job_queue_depth\{queue="[^"]+"\} \d+/);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/fixtures.ts';

const s = useTestServer();

const event = (pageName: string) => ({
  page_url: 'http://localhost:8080/transaction/query',
  page_referrer_url: 'http://localhost:8080/index',
  page_name: pageName,
  merchant_no: 'M1234567890',
  user_id: '42',
  user_role: 'Administrator',
  browser_language: 'en-GB',
  merchant_language: 'en',
  timestamp: 1767196799000,
  device_type: 'desktop',
  operation_system: 'Linux',
  browser_type: 'Chrome',
  operation_system_version: 'x86_64',
  browser_version: '140',
  device_info: '1920x1080',
});

describe('POST /api/actionLog/merchant', () => {
  it('stores the event with the client ip when the key matches', async () => {
    const name = `page-${Date.now()}`;
    const res = await s.api('POST', '/actionLog/merchant', { body: event(name), headers: { 'x-action-log-key': s.deps.config.ACTION_LOG_KEY } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ respCode: '20000', data: null });
    const { rows } = await s.deps.database.query<{
      merchant_no: string;
      user_id: string;
      page_url: string;
      event: { page_name: string; device_info: string };
      ip: string;
    }>(`select merchant_no, user_id, page_url, event, ip from action_logs where event->>'page_name' = $1`, [name]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ merchant_no: 'M1234567890', user_id: '42', page_url: 'http://localhost:8080/transaction/query', ip: '127.0.0.1' });
    expect(rows[0]!.event).toMatchObject({ page_name: name, device_info: '1920x1080' });
  });

  it('refuses a wrong or missing key (403) and stores nothing', async () => {
    const name = `refused-${Date.now()}`;
    const wrong = await s.api('POST', '/actionLog/merchant', { body: event(name), headers: { 'x-action-log-key': 'not-the-key' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.respCode).toBe('00006');
    const missing = await s.api('POST', '/actionLog/merchant', { body: event(name) });
    expect(missing.status).toBe(403);
    // the key is checked before the body is looked at
    const wrongAndInvalid = await s.api('POST', '/actionLog/merchant', { body: { nope: 1 }, headers: { 'x-action-log-key': 'x' } });
    expect(wrongAndInvalid.status).toBe(403);
    const { rows } = await s.deps.database.query(`select 1 from action_logs where event->>'page_name' = $1`, [name]);
    expect(rows).toHaveLength(0);
  });

  it('validates the event fields', async () => {
    const res = await s.api('POST', '/actionLog/merchant', {
      body: { ...event('x'), device_type: 'd'.repeat(100) },
      headers: { 'x-action-log-key': s.deps.config.ACTION_LOG_KEY },
    });
    expect(res.status).toBe(422);
    expect(res.body.respCode).toBe('11000');
  });
});

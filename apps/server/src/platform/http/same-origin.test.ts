import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { MerchantStatus } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { multipart, PNG } from '../../../test/onboarding-data.ts';

// A state-changing /api call sent by another site's page is refused (same-origin.ts), beside the
// client-header check; the server's own pages, the owner's face-authentication page on a phone and
// the signed /v1 Payment API are not affected.
const PUBLIC_URL = 'https://portal.example.com';
const s = useTestServer({ PUBLIC_URL });

const ours = { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' };
const language = async (cookie: string) => (await s.api('GET', '/merLogin/getUserInformation', { cookie })).body.data.userInfo.language;

describe('cross-site requests', () => {
  it('refuses a state-changing call from another site with a translated 403, and changes nothing', async () => {
    const { cookie } = await newOperator(s);
    for (const headers of <Array<Record<string, string>>>[
      { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://blog.example.com', 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.test' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await s.api('POST', '/merLogin/switchLanguage', { cookie, body: { language: 'zh-cn' }, headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body).toEqual({
        respCode: Codes.CROSS_SITE_REQUEST.code,
        respMsg: 'This request came from another website and was refused. Open the portal at its own address and try again.',
        data: null,
      });
    }
    expect(await language(cookie)).toBe('en');
    const zh = await s.api('POST', '/merLogin/switchLanguage', {
      cookie,
      body: { language: 'zh-cn' },
      headers: { origin: 'https://evil.test', 'ow-language': 'zh-cn' },
    });
    expect(zh.body.respMsg).toBe('该请求来自其他网站，已被拒绝。请从门户自身的地址打开后重试。');
  });

  it("accepts the portal's own pages: PUBLIC_URL, the host the request was sent to, or no Origin at all", async () => {
    const { cookie } = await newOperator(s);
    expect((await s.api('POST', '/merLogin/switchLanguage', { cookie, body: { language: 'zh-cn' }, headers: ours })).body.respCode).toBe('20000');
    expect(await language(cookie)).toBe('zh-cn');
    const byHost = await s.api('POST', '/merLogin/switchLanguage', {
      cookie,
      body: { language: 'en' },
      headers: { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080', 'sec-fetch-site': 'same-origin' },
    });
    expect(byHost.body.respCode).toBe('20000');
    expect((await s.api('POST', '/merLogin/switchLanguage', { cookie, body: { language: 'zh-cn' } })).body.respCode).toBe('20000');
    // a read from another site is left to the client-header check and CORS
    expect(
      (await s.api('GET', '/merLogin/getUserInformation', { cookie, headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' } })).body.respCode,
    ).toBe('20000');
  });

  it('still refuses a call without the client headers first', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/merLogin/switchLanguage', headers: ours, payload: { language: 'en' } });
    expect(res.json().respCode).toBe(Codes.MISSING_HEADERS.code);
  });

  it("lets the owner's phone send face photos from the portal's own face page", async () => {
    const m = await newMerchant(s, { status: MerchantStatus.ONBOARDING, businessType: '0', businessTypes: '', merchantType: 5 });
    const op = await newOperator(s, { merchant: m });
    const started = await s.api('POST', '/merchant/face/start', { cookie: op.cookie, body: { personKey: 'p1', ownerName: 'Alice Moor' }, headers: ours });
    const link: string = started.body.data.link;
    expect(link.startsWith(`${PUBLIC_URL}/face/`)).toBe(true);
    const token = link.split('/face/')[1];
    const submit = (headers: Record<string, string>) => {
      const { payload, contentType } = multipart({ selfie: { name: 's.png', body: PNG }, idPhoto: { name: 'i.png', body: PNG } });
      return s.app.inject({
        method: 'POST',
        url: `/api/face/submit?token=${token}`,
        headers: { 'ow-source': 'merchant', 'ow-version': '1.9.12-2', 'content-type': contentType, ...headers },
        payload,
      });
    };
    expect((await submit({ origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' })).json().respCode).toBe(Codes.CROSS_SITE_REQUEST.code);
    const sent = await submit({ origin: new URL(link).origin, 'sec-fetch-site': 'same-origin' });
    expect(sent.json().data.status).toBe('pending');
  });

  it('leaves the signed server-to-server Payment API (/v1) to its signature check', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().respCode).toBe(Codes.SIGNATURE_INVALID.code);
  });
});

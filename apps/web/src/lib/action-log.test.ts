import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTION_LOG_KEY_HEADER as CONTRACT_HEADER, actionLogEvent } from '@crossbill/contracts/shell';
import { recordActionLog } from '@crossbill/contracts/endpoints/action-log';
import { ACTION_LOG_KEY_HEADER, ACTION_LOG_PATH, buildActionLogEvent, parseUserAgent, sendActionLog } from './action-log';
import { ACCEPT_ALL, CONSENT_COOKIE, REJECT_ALL, saveConsent } from './consent';

const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.127 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const EDGE_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('user agent', () => {
  it.each([
    [CHROME_WIN, { deviceType: 'desktop', os: 'Windows', osVersion: '10', browser: 'Chrome', browserVersion: '126.0.6478.127' }],
    [SAFARI_IPHONE, { deviceType: 'mobile', os: 'iOS', osVersion: '17.5', browser: 'Safari', browserVersion: '17.5' }],
    [EDGE_MAC, { deviceType: 'desktop', os: 'macOS', osVersion: '10.15.7', browser: 'Edge', browserVersion: '126.0.2592.87' }],
    [FIREFOX_LINUX, { deviceType: 'desktop', os: 'Linux', osVersion: '', browser: 'Firefox', browserVersion: '128.0' }],
    [ANDROID_TABLET, { deviceType: 'tablet', os: 'Android', osVersion: '14', browser: 'Chrome', browserVersion: '126.0.0.0' }],
  ])('%s', (ua, expected) => {
    expect(parseUserAgent(ua)).toEqual(expected);
  });
});

describe('action log', () => {
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    vi.unstubAllGlobals();
  });

  const event = () =>
    buildActionLogEvent(
      {
        url: 'http://x/index',
        referrer: 'http://x/user/login',
        pageName: 'Home',
        merchantNo: 'M1',
        userId: 7,
        userRole: 'Admin',
        uiLanguage: 'zh-cn',
        now: 1700000000000,
      },
      { userAgent: CHROME_WIN, language: 'en-GB' },
    );

  it('builds the spec 3 fields, valid for the contract', () => {
    const e = event();
    expect(e).toMatchObject({
      page_url: 'http://x/index',
      page_referrer_url: 'http://x/user/login',
      page_name: 'Home',
      merchant_no: 'M1',
      user_id: '7',
      user_role: 'Admin',
      browser_language: 'en-GB',
      merchant_language: 'zh-cn',
      timestamp: 1700000000000,
      device_type: 'desktop',
      operation_system: 'Windows',
      browser_type: 'Chrome',
    });
    expect(actionLogEvent.safeParse(e).success).toBe(true);
  });

  it('uses the header name and the path of the contract', () => {
    expect(ACTION_LOG_KEY_HEADER).toBe(CONTRACT_HEADER);
    expect(ACTION_LOG_PATH).toBe(recordActionLog.path);
  });

  it('sends only with analytics consent, fire-and-forget, and swallows failures', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetchMock);
    sendActionLog(event(), 'key-1');
    saveConsent(REJECT_ALL);
    sendActionLog(event(), 'key-1');
    expect(fetchMock).not.toHaveBeenCalled();

    saveConsent(ACCEPT_ALL);
    sendActionLog(event(), null);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(() => sendActionLog(event(), 'key-1')).not.toThrow();
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/actionLog/merchant');
    expect(init.headers).toMatchObject({ 'x-action-log-key': 'key-1', 'ow-source': 'merchant' });
    expect(JSON.parse(init.body).page_name).toBe('Home');
  });
});

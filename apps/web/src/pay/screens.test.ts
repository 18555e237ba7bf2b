import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_BRANDS } from '@crossbill/contracts/card';
import type { PageSession } from '@crossbill/contracts/hosted-checkout';
import type { PageContext } from './context.ts';
import { translator } from './i18n.ts';
import { REDIRECT_SECONDS, resultScreen } from './screens.ts';

const brand = { name: 'Shop', logoUrl: null, colour: '#1f3a5f', showMerchantOrderId: false, allowCancel: false, switchCountry: false };
const session = (autoRedirect: boolean, status: PageSession['status'] = 'paid'): PageSession => ({
  sessionId: 'cs_abcdefghijklmnopqrstuvwx',
  status,
  amount: '12.34',
  currency: 'USD',
  merchantName: 'Shop',
  merchantOrderId: null,
  returnUrl: 'https://shop.example.com/back?order=7',
  locale: 'en',
  country: null,
  look: { brand: { ...brand, autoRedirect }, cardBrands: [...CARD_BRANDS], localMethods: [], cardsFirst: true },
  cardBrands: [...CARD_BRANDS],
  localMethods: [],
  countries: [],
  expiresAt: new Date().toISOString(),
  result: { transactionId: 'T1', paymentStatus: 'succeeded', paymentMethod: 'visa', cardNumber: '424242****4242', responseMessage: 'Approved', payBy: null },
});
// the screen under test in a host of its own: the web tests share one document (isolate: false), and
// antd's toast container lives in its body, so a test removes only what it added
let host: HTMLElement;
beforeEach(() => {
  host = document.body.appendChild(document.createElement('div'));
});
const context = (s: PageSession): PageContext => ({
  sessionId: s.sessionId,
  embed: false,
  lang: 'en',
  t: translator('en'),
  session: s,
  root: host,
  show: () => {},
});

afterEach(() => {
  host.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the result screen', () => {
  it('with the brand’s auto redirect, counts down and sends the customer back within 5 seconds, with sessionId and status', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const el = resultScreen(context(session(true)), async () => {});
    host.replaceChildren(el);
    const link = el.querySelector<HTMLAnchorElement>('#return-now')!;
    expect(link.href).toBe('https://shop.example.com/back?order=7&sessionId=cs_abcdefghijklmnopqrstuvwx&status=paid');
    expect(el.textContent).toContain('Returning to the shop in 5 s');
    vi.advanceTimersByTime((REDIRECT_SECONDS - 1) * 1000);
    expect(assign).not.toHaveBeenCalled();
    expect(el.textContent).toContain('in 1 s');
    vi.advanceTimersByTime(1000);
    expect(assign).toHaveBeenCalledWith(link.href);
    expect(REDIRECT_SECONDS).toBeLessThanOrEqual(5);
  });

  it('without it (or while a local payment waits), offers only the link', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const pending = { ...session(true, 'pending'), result: { ...session(true).result!, paymentStatus: 'pending', paymentMethod: 'alipay' } };
    for (const s of [session(false), pending]) {
      const el = resultScreen(context(s), async () => {});
      expect(el.querySelector('#return-now')).not.toBeNull();
      expect(el.textContent).not.toContain('Returning to the shop');
    }
    vi.advanceTimersByTime(10_000);
    expect(assign).not.toHaveBeenCalled();
  });
});

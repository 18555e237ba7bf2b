import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { isLiveRoute, liveHref, matchRoute, routeTitle } from './route-match';
import { routes } from './routes';

describe('route table', () => {
  it('knows the pages that exist and only those', () => {
    for (const path of [
      '/user/login',
      '/user/upgrade',
      '/user/expire-password',
      '/index',
      '/index/aggregate/acq',
      '/index/aggregate/payout',
      '/password/edit',
      '/switch',
      '/error/404',
      '/user/networkApplication',
      '/user/networkApplication_old',
      '/supplement',
      '/supplement/done',
      '/supplement/payout',
      '/supplement/jumio',
      '/face/abc',
      paths.guide(),
      '/wallet/exchange',
      '/wallet/exchange/add/amount',
      '/wallet/exchange/add/review',
      paths.register(),
      paths.registerDone(),
      paths.quickRegister(),
      paths.forgotPassword(),
      paths.forgotPasswordReset(),
      paths.loginAuth(),
      paths.resetPassword(),
      paths.security(),
      paths.securityPayment(),
      paths.securitySms(),
      paths.noticeList(),
      paths.noticeDetail(3),
      paths.roles(),
      paths.roleView(2),
      paths.operators(),
      paths.accountInfo(),
      paths.applications(),
      paths.resetPassword('t'),
      paths.transfers(),
      paths.transferView(1),
      paths.transferRecipient(),
      paths.transferLimit(),
      '/transfer/transfer/aggregate/payout',
      paths.downloadCenter(),
      paths.uploadDetails(),
    ])
      expect(isLiveRoute(path), path).toBe(true);
    for (const path of ['/content/unknown', '/index/aggregate/x']) expect(isLiveRoute(path), path).toBe(false);
    expect(liveHref('/content/unknown')).toBeUndefined();
    expect(liveHref('/switch?x=1')).toBe('/switch?x=1');
  });

  it('matches params and titles aggregate pages by branch', () => {
    const match = matchRoute('/index/aggregate/payout')!;
    expect(match.route.id).toBe('aggregateHome');
    expect(match.params).toEqual({ type: 'payout' });
    const t = (key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`;
    expect(routeTitle(match, t)).toBe('shell:route.aggregateHome{"type":"menu:aggregate_payout"}');
  });

  it('builds login links that remember the page', () => {
    expect(paths.login()).toBe('/user/login');
    expect(paths.login('/index?a=1')).toBe('/user/login?redirect=%2Findex%3Fa%3D1');
  });
});

describe('pages of the route table', () => {
  it('gives every route its page', () => {
    for (const route of routes) expect(route.page.preload, route.id).toBeTypeOf('function');
  });
});

import { describe, expect, it } from 'vitest';
import { isLiveRoute, liveHref, matchRoute, paths, routeTitle } from './routes';

describe('route table', () => {
  it('knows the pages that exist and only those', () => {
    for (const path of ['/user/login', '/user/upgrade', '/user/expire-password', '/index', '/index/aggregate/acq', '/index/aggregate/payout', '/password/edit', '/switch', '/error/404'])
      expect(isLiveRoute(path), path).toBe(true);
    for (const path of [paths.supplement(), paths.guide(), paths.networkApplication(), paths.forgotPassword(), paths.register(), paths.noticeList(), paths.downloadCenter(), '/index/aggregate/x'])
      expect(isLiveRoute(path), path).toBe(false);
    expect(liveHref(paths.supplement())).toBeUndefined();
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

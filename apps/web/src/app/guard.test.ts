import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@crossbill/contracts/menu';
import type { SessionInfo } from '@crossbill/contracts/session';
import { afterLoginTarget, decideGuard } from './guard';

function session(over: { userInfo?: Partial<SessionInfo['userInfo']>; businessTypesInfo?: Partial<SessionInfo['businessTypesInfo']> } = {}): SessionInfo {
  return {
    userInfo: {
      userId: 1,
      merchantNo: 'M100',
      merchantName: 'Shop',
      merchantType: 1,
      operatorEmail: 'a@b.c',
      operatorName: 'A',
      businessType: '1',
      merchantStatus: 1,
      auditStatus: 0,
      payoutStatus: 3,
      isAggregateMerchant: false,
      isManage: false,
      language: 'en',
      ...over.userInfo,
    },
    businessTypesInfo: {
      merchantNo: 'M100',
      merchantName: 'Shop',
      businessTypes: 'acquiring',
      pendingBusinessTypes: '',
      rejectedBusinessType: '',
      showNovationPopup: false,
      ...over.businessTypesInfo,
    },
    faceAuth: { faceAuthFlag: null, approveStatus: null, rejectReason: null, required: false },
    loginRecord: null,
    permissions: ['index'],
    sessionExpiresAt: new Date().toISOString(),
  };
}

const menus: MenuNode[] = [
  {
    id: 1,
    parentId: null,
    name: 'Account',
    resourceCode: 'account',
    resourceType: 1,
    menuUrl: null,
    icon: 'account',
    childrenNode: [
      { id: 2, parentId: 1, name: 'Update password', resourceCode: 'password:edit', resourceType: 1, menuUrl: '/password/edit', icon: null, childrenNode: [] },
    ],
  },
];

const aggregate = (businessTypes: string, pending = '', rejected = '') =>
  session({
    userInfo: { isAggregateMerchant: true, businessType: '2' },
    businessTypesInfo: { businessTypes, pendingBusinessTypes: pending, rejectedBusinessType: rejected },
  });

describe('guard', () => {
  it('sends unknown paths to /error/404', () => {
    expect(decideGuard({ pathname: '/no/such/page', session: session() })).toEqual({ kind: 'redirect', to: '/error/404' });
    expect(decideGuard({ pathname: '/index/aggregate/other', session: session() })).toEqual({ kind: 'redirect', to: '/error/404' });
  });

  it('waits for the session, then sends a visitor to login, keeping where they wanted to go', () => {
    expect(decideGuard({ pathname: '/index', session: undefined })).toEqual({ kind: 'wait' });
    expect(decideGuard({ pathname: '/password/edit', search: '?x=1', session: null })).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2Fpassword%2Fedit%3Fx%3D1',
    });
  });

  it('shows the 404 page to visitors too', () => {
    expect(decideGuard({ pathname: '/error/404', session: null })).toEqual({ kind: 'render' });
  });

  it('renders a portal page for a logged-in merchant', () => {
    expect(decideGuard({ pathname: '/index', session: session() })).toEqual({ kind: 'render' });
    expect(decideGuard({ pathname: '/switch', session: session() })).toEqual({ kind: 'render' });
  });

  it('sends a login without merchantNo to the network application (the 404 page excepted)', () => {
    const none = session({ userInfo: { merchantNo: null } });
    expect(decideGuard({ pathname: '/index', session: none })).toEqual({ kind: 'redirect', to: '/user/networkApplication' });
    expect(decideGuard({ pathname: '/error/404', session: none })).toEqual({ kind: 'render' });
    // a registered account (status 2) has not applied yet; an onboarding one (4) uses the portal and its status bar
    const registered = session({ userInfo: { merchantNo: 'M1', merchantStatus: 2 } });
    expect(decideGuard({ pathname: '/index', session: registered })).toEqual({ kind: 'redirect', to: '/user/networkApplication' });
    const onboarding = session({ userInfo: { merchantNo: 'M1', merchantStatus: 4 } });
    expect(decideGuard({ pathname: '/index', session: onboarding })).toEqual({ kind: 'render' });
  });

  it('puts aggregate merchants on the suffixed home, the others on the plain one', () => {
    const both = aggregate('acquiring,payout');
    expect(decideGuard({ pathname: '/index', session: both })).toEqual({ kind: 'redirect', to: '/index/aggregate/acq' });
    expect(decideGuard({ pathname: '/index/aggregate/payout', session: both })).toEqual({ kind: 'render' });
    expect(decideGuard({ pathname: '/index/aggregate/acq', session: session() })).toEqual({ kind: 'redirect', to: '/index' });
  });

  it('sends an aggregate merchant with only acquiring and no pending or rejected payout to /guide on payout routes', () => {
    const onlyAcq = aggregate('acquiring');
    expect(decideGuard({ pathname: '/index/aggregate/payout', session: onlyAcq })).toEqual({ kind: 'redirect', to: '/guide' });
    expect(decideGuard({ pathname: '/index/aggregate/acq', session: onlyAcq })).toEqual({ kind: 'render' });
    expect(decideGuard({ pathname: '/index/aggregate/payout', session: aggregate('acquiring', 'payout') })).toEqual({ kind: 'render' });
    expect(decideGuard({ pathname: '/index/aggregate/payout', session: aggregate('acquiring', '', 'payout') })).toEqual({ kind: 'render' });
  });

  describe('login page', () => {
    it('goes to /user/upgrade inside the legacy host window', () => {
      expect(decideGuard({ pathname: '/user/login', session: null, legacyHost: true })).toEqual({ kind: 'redirect', to: '/user/upgrade' });
      expect(decideGuard({ pathname: '/user/login', session: null, legacyHost: undefined })).toEqual({ kind: 'wait' });
      expect(decideGuard({ pathname: '/user/login', session: null, legacyHost: false })).toEqual({ kind: 'render' });
    });

    it('sends a logged-in user to their first menu url', () => {
      expect(decideGuard({ pathname: '/user/login', session: session(), legacyHost: false })).toEqual({ kind: 'wait' });
      expect(decideGuard({ pathname: '/user/login', session: session(), legacyHost: false, menus })).toEqual({ kind: 'redirect', to: '/password/edit' });
      expect(decideGuard({ pathname: '/user/login', session: session(), legacyHost: false, menus: [] })).toEqual({ kind: 'redirect', to: '/index' });
    });

    it('sends a logged-in user back to the portal page named by redirect, never off the portal', () => {
      const at = (search: string) => decideGuard({ pathname: '/user/login', search, session: session(), legacyHost: false, menus });
      expect(at('?redirect=%2Fswitch%3Fx%3D1')).toEqual({ kind: 'redirect', to: '/switch?x=1' });
      expect(at('?redirect=%2F%2Fevil.example%2Fx')).toEqual({ kind: 'redirect', to: '/password/edit' });
      expect(at('?redirect=%2Fuser%2Flogin')).toEqual({ kind: 'redirect', to: '/password/edit' });
    });

    it('leaves the other public pages alone', () => {
      expect(decideGuard({ pathname: '/user/upgrade', session: session() })).toEqual({ kind: 'render' });
      expect(decideGuard({ pathname: '/user/expire-password', session: null })).toEqual({ kind: 'render' });
    });
  });

  it('after login goes to the wanted portal page, else the first menu url', () => {
    expect(afterLoginTarget('/switch', menus)).toBe('/switch');
    expect(afterLoginTarget('/index?tab=1', menus)).toBe('/index?tab=1');
    expect(afterLoginTarget('//evil.example/x', menus)).toBe('/password/edit');
    expect(afterLoginTarget('https://evil.example', menus)).toBe('/password/edit');
    expect(afterLoginTarget('/user/upgrade', menus)).toBe('/password/edit');
    expect(afterLoginTarget('/error/404', menus)).toBe('/password/edit');
    expect(afterLoginTarget(null, [])).toBe('/index');
  });
});

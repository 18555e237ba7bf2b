import { ONBOARDING_CODE } from '@crossbill/contracts/resources';
import type { RouteMeta } from '../route-def';

/**
 * Onboarding (spec 2): the network application, supplement pages, owners' face authentication. Inside
 * a merchant the supplement pages need the onboarding code (the server's rule for the same calls).
 */
export const onboardingRoutes: readonly RouteMeta[] = [
  { id: 'networkApplication', path: '/user/networkApplication', titleKey: 'onboarding:route.networkApplication', layout: 'public' },
  { id: 'networkApplicationOld', path: '/user/networkApplication_old', titleKey: 'onboarding:route.networkApplication', layout: 'public' },
  // the owner's phone page of face authentication (spec: "not shown"; ours)
  { id: 'face', path: '/face/:token', titleKey: 'onboarding:route.face', layout: 'public' },
  { id: 'supplement', path: '/supplement', titleKey: 'onboarding:route.supplement', code: ONBOARDING_CODE, layout: 'portal', hideMenu: false },
  { id: 'supplementDone', path: '/supplement/done', titleKey: 'onboarding:route.supplementDone', code: ONBOARDING_CODE, layout: 'portal' },
  { id: 'supplementPayout', path: '/supplement/payout', titleKey: 'onboarding:route.supplementPayout', code: ONBOARDING_CODE, layout: 'portal' },
  { id: 'supplementJumio', path: '/supplement/jumio', titleKey: 'onboarding:route.supplementJumio', code: ONBOARDING_CODE, layout: 'portal' },
];

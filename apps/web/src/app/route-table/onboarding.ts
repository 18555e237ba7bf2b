import { lazyNamed } from '../../components/lazy-page';
import { ONBOARDING_CODE } from '@crossbill/contracts/resources';
import type { RouteDef } from '../route-def';

const load = () => import('../pages/onboarding-routes');
const ns = { namespaces: ['onboarding'] };

/**
 * Onboarding (spec 2): the network application, supplement pages, owners' face authentication. Inside
 * a merchant the supplement pages need the onboarding code (the server's rule for the same calls).
 */
export const onboardingRoutes: readonly RouteDef[] = [
  { id: 'networkApplication', path: '/user/networkApplication', titleKey: 'onboarding:route.networkApplication', layout: 'public', page: lazyNamed(load, 'NetworkApplicationRoute', ns) },
  { id: 'networkApplicationOld', path: '/user/networkApplication_old', titleKey: 'onboarding:route.networkApplication', layout: 'public', page: lazyNamed(load, 'NetworkApplicationOldRoute', ns) },
  // the owner's phone page of face authentication (spec: "not shown"; ours)
  { id: 'face', path: '/face/:token', titleKey: 'onboarding:route.face', layout: 'public', page: lazyNamed(load, 'FaceRoute', ns) },
  { id: 'supplement', path: '/supplement', titleKey: 'onboarding:route.supplement', code: ONBOARDING_CODE, layout: 'portal', hideMenu: false, page: lazyNamed(load, 'SupplementRoute', ns) },
  { id: 'supplementDone', path: '/supplement/done', titleKey: 'onboarding:route.supplementDone', code: ONBOARDING_CODE, layout: 'portal', page: lazyNamed(load, 'SupplementDoneRoute', ns) },
  { id: 'supplementPayout', path: '/supplement/payout', titleKey: 'onboarding:route.supplementPayout', code: ONBOARDING_CODE, layout: 'portal', page: lazyNamed(load, 'SupplementPayoutRoute', ns) },
  { id: 'supplementJumio', path: '/supplement/jumio', titleKey: 'onboarding:route.supplementJumio', code: ONBOARDING_CODE, layout: 'portal', page: lazyNamed(load, 'JumioRoute', ns) },
];

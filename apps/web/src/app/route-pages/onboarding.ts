import { lazyNamed, type LazyComponent } from '../../components/lazy-page';

const load = () => import('../pages/onboarding-routes');
const ns = { namespaces: ['onboarding'] };

/** The pages of onboardingRoutes (route-table/onboarding.ts), by route id. */
export const onboardingPages: Record<string, LazyComponent<object>> = {
  networkApplication: lazyNamed(load, 'NetworkApplicationRoute', ns),
  networkApplicationOld: lazyNamed(load, 'NetworkApplicationOldRoute', ns),
  face: lazyNamed(load, 'FaceRoute', ns),
  supplement: lazyNamed(load, 'SupplementRoute', ns),
  supplementDone: lazyNamed(load, 'SupplementDoneRoute', ns),
  supplementPayout: lazyNamed(load, 'SupplementPayoutRoute', ns),
  supplementJumio: lazyNamed(load, 'JumioRoute', ns),
};

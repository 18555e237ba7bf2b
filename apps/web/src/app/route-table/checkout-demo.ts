import type { RouteMeta } from '../route-def';

const page = (id: string, path: string, titleKey: string, code: string): RouteMeta => ({
  id,
  path,
  titleKey,
  icon: 'checkout',
  code,
  auditCheck: true,
  branch: 'acq',
  layout: 'portal',
});

/** Checkout demo and cp-form-demo (spec 2): the hosted payment page and its embedded form, tried with real sessions. */
export const checkoutDemoRoutes: readonly RouteMeta[] = [
  page('checkoutDemo', '/demo', 'checkout-demo:route.demo', 'checkout:demo'),
  page('checkoutCpFormDemo', '/cp-form-demo', 'checkout-demo:route.cpFormDemo', 'checkout:cpFormDemo'),
];

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

/**
 * Checkout card and brand (spec 2 Checkout): the hosted page's methods in order, and its look per
 * website; demo and cp-form-demo (spec 2): the hosted page and its embedded form, tried with real sessions.
 */
export const checkoutRoutes: readonly RouteMeta[] = [
  page('checkoutCards', '/checkout/card', 'checkout:route.cards', 'checkout:card'),
  page('checkoutCardAdd', '/checkout/card/add', 'checkout:route.cardAdd', 'checkout:card:add'),
  page('checkoutCardEdit', '/checkout/card/edit', 'checkout:route.cardEdit', 'checkout:card:edit'),
  page('checkoutCardView', '/checkout/card/view', 'checkout:route.cardView', 'checkout:card'),
  page('checkoutBrands', '/checkout/brand', 'checkout:route.brands', 'checkout:brand'),
  page('checkoutBrandAdd', '/checkout/brand/add', 'checkout:route.brandAdd', 'checkout:brand:add'),
  page('checkoutBrandEdit', '/checkout/brand/edit', 'checkout:route.brandEdit', 'checkout:brand:edit'),
  page('checkoutBrandView', '/checkout/brand/view', 'checkout:route.brandView', 'checkout:brand'),
  page('checkoutDemo', '/demo', 'checkout-demo:route.demo', 'checkout:demo'),
  page('checkoutCpFormDemo', '/cp-form-demo', 'checkout-demo:route.cpFormDemo', 'checkout:cpFormDemo'),
];

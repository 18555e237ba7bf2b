import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  brandAddBody,
  brandEditBody,
  brandIdQuery,
  brandListQuery,
  brandLogo,
  brandLogoParams,
  cardAddBody,
  cardEditBody,
  cardIdQuery,
  cardListQuery,
  cardMoveBody,
  checkoutBrand,
  checkoutCard,
  website,
} from '../checkout.ts';

/** checkout/card and checkout/brand (spec 2 Checkout): the hosted page's methods in order, and its look per website. */
const tags = ['checkout'];

export const listCheckoutCards = defineEndpoint({
  method: 'GET',
  path: '/checkout/card/list',
  permission: 'checkout:card',
  query: cardListQuery,
  response: pageOf(checkoutCard),
  summary: 'The payment methods the hosted page offers, highest priority first',
  tags,
});

export const getCheckoutCard = defineEndpoint({
  method: 'GET',
  path: '/checkout/card/detail',
  permission: 'checkout:card',
  query: cardIdQuery,
  response: checkoutCard,
  summary: 'One payment method of the hosted page',
  tags,
});

export const addCheckoutCard = defineEndpoint({
  method: 'POST',
  path: '/checkout/card/add',
  permission: 'checkout:card:add',
  body: cardAddBody,
  response: checkoutCard,
  summary: 'Offer a payment method not yet listed (enabled, lowest priority)',
  tags,
});

export const editCheckoutCard = defineEndpoint({
  method: 'POST',
  path: '/checkout/card/edit',
  permission: 'checkout:card:edit',
  body: cardEditBody,
  response: checkoutCard,
  summary: 'Enable or disable a payment method, or change its websites',
  tags,
});

export const moveCheckoutCard = defineEndpoint({
  method: 'POST',
  path: '/checkout/card/move',
  permission: 'checkout:card:edit',
  body: cardMoveBody,
  response: z.array(checkoutCard),
  summary: 'Move a payment method to the highest or the lowest priority (spec 5); answers the new order',
  tags,
});

export const listCardWebsites = defineEndpoint({
  method: 'GET',
  path: '/checkout/card/websites',
  permission: 'checkout:card',
  response: z.array(website),
  summary: "The merchant's approved websites a payment method can apply to",
  tags,
});

export const listCheckoutBrands = defineEndpoint({
  method: 'GET',
  path: '/checkout/brand/list',
  permission: 'checkout:brand',
  query: brandListQuery,
  response: pageOf(checkoutBrand),
  summary: "The hosted page's brands",
  tags,
});

export const getCheckoutBrand = defineEndpoint({
  method: 'GET',
  path: '/checkout/brand/detail',
  permission: 'checkout:brand',
  query: brandIdQuery,
  response: checkoutBrand,
  summary: 'One brand of the hosted page',
  tags,
});

export const addCheckoutBrand = defineEndpoint({
  method: 'POST',
  path: '/checkout/brand/add',
  permission: 'checkout:brand:add',
  body: brandAddBody,
  response: checkoutBrand,
  summary: 'Add a brand (a website belongs to one brand only)',
  tags,
});

export const editCheckoutBrand = defineEndpoint({
  method: 'POST',
  path: '/checkout/brand/edit',
  permission: 'checkout:brand:edit',
  body: brandEditBody,
  response: checkoutBrand,
  summary: 'Edit a brand',
  tags,
});

/** multipart (field "file"); the add or edit button's code is checked by the service */
export const uploadBrandLogo = defineEndpoint({
  method: 'POST',
  path: '/checkout/brand/logo/upload',
  permission: 'checkout:brand',
  response: brandLogo,
  summary: 'Upload a brand logo: JPG or PNG by its bytes, at least 130 x 130 px, at most 500 kB',
  tags,
});

export const listBrandWebsites = defineEndpoint({
  method: 'GET',
  path: '/checkout/brand/websites',
  permission: 'checkout:brand',
  response: z.array(website),
  summary: "The merchant's approved websites a brand can apply to",
  tags,
});

/** the image itself (no envelope), for customers' browsers on the hosted page */
export const getBrandLogo = defineEndpoint({
  method: 'GET',
  path: '/pay/brand-logo/:token',
  permission: 'public',
  params: brandLogoParams,
  summary: "A brand's logo, by its unguessable token",
  tags,
});

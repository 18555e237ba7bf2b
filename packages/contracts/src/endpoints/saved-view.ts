import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { SAVED_VIEW_ADMIN_CODE } from '../resources.ts';
import { savedView, savedViewCreateBody, savedViewDeleteBody, savedViewListQuery, savedViewTakeOverBody, savedViewUpdateBody } from '../saved-view.ts';

/**
 * Saved views of the lists (saved-view.ts). Every list offers them, so they belong to the shell of
 * the merchant: any operator of it, whatever the role (`operator`); a view holds filters and columns,
 * never rows, and the list itself still checks its own code. Tidying a teammate's shared views is
 * the team administrator's (SAVED_VIEW_ADMIN_CODE): deleting checks it in the service (one's own
 * views need no code), taking over declares it.
 */
const tags = ['saved-view'];

export const listSavedViews = defineEndpoint({
  method: 'GET',
  path: '/savedView/list',
  permission: 'operator',
  query: savedViewListQuery,
  response: z.array(savedView),
  summary: "A list's views the operator may apply: their own and those shared in the merchant, by name",
  tags,
});

export const createSavedView = defineEndpoint({
  method: 'POST',
  path: '/savedView/create',
  permission: 'operator',
  body: savedViewCreateBody,
  response: savedView,
  summary: "Saves a list's filters and columns as a named view, private or shared",
  tags,
});

export const updateSavedView = defineEndpoint({
  method: 'POST',
  path: '/savedView/update',
  permission: 'operator',
  body: savedViewUpdateBody,
  response: savedView,
  summary: 'Renames or changes one of the operator’s own views',
  tags,
});

export const deleteSavedView = defineEndpoint({
  method: 'POST',
  path: '/savedView/delete',
  permission: 'operator',
  body: savedViewDeleteBody,
  response: z.null(),
  summary: 'Deletes one of the operator’s own views, or (team administrator) any shared view of the merchant',
  tags,
});

export const takeOverSavedView = defineEndpoint({
  method: 'POST',
  path: '/savedView/takeOver',
  permission: SAVED_VIEW_ADMIN_CODE,
  body: savedViewTakeOverBody,
  response: savedView,
  summary: 'Makes a shared view whose owner has left the merchant the caller’s own, still shared',
  tags,
});

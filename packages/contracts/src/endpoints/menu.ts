import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { menuButton, menuButtonsQuery, menuNodeSchema } from '../menu.ts';

/** The shell's menus (spec 6): the sidebar and a page's buttons, as the current role holds them. */
const tags = ['access'];

export const listMenus = defineEndpoint({
  method: 'GET',
  path: '/merLogin/listMenus',
  permission: 'self',
  response: z.array(menuNodeSchema),
  summary: 'Sidebar menu of the current role',
  tags,
});

export const listMenuButtons = defineEndpoint({
  method: 'GET',
  path: '/merLogin/listMenuButtons',
  permission: 'self',
  query: menuButtonsQuery,
  response: z.array(menuButton),
  summary: 'Button codes of one menu page held by the current role',
  tags,
});

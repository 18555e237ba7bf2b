import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import { menuNodeSchema } from '../menu.ts';
import {
  idBody,
  idQuery,
  operatorAddBody,
  operatorEditBody,
  operatorItem,
  operatorQuery,
  operatorStatusBody,
  roleBody,
  roleDeleteBody,
  roleDetail,
  roleEditBody,
  roleItem,
  roleOption,
} from '../team.ts';

/** Roles (permission/role), operators (permission/operator) and the resource tree roles are made of: spec 2, 6. */
const tags = ['team'];

// ---- roles

export const listRoles = defineEndpoint({
  method: 'GET',
  path: '/permission/role/list',
  permission: 'permission:role',
  response: z.array(roleItem),
  summary: 'Roles of the merchant with their holder counts',
  tags,
});

export const getRole = defineEndpoint({
  method: 'GET',
  path: '/permission/role/detail',
  permission: 'permission:role',
  query: idQuery,
  response: roleDetail,
  summary: 'One role with its permission codes',
  tags,
});

export const addRole = defineEndpoint({
  method: 'POST',
  path: '/permission/role/add',
  permission: 'permission:role:add',
  body: roleBody,
  response: roleDetail,
  summary: 'Add a role',
  tags,
});

export const editRole = defineEndpoint({
  method: 'POST',
  path: '/permission/role/edit',
  permission: 'permission:role:edit',
  body: roleEditBody,
  response: roleDetail,
  summary: 'Edit a role',
  tags,
});

export const deleteRole = defineEndpoint({
  method: 'POST',
  path: '/permission/role/delete',
  permission: 'permission:role:delete',
  body: roleDeleteBody,
  response: z.null(),
  summary: 'Delete a role (force when operators hold it)',
  tags,
});

/** The whole tree of pages and buttons a role can be given; the access module serves it. */
export const listResources = defineEndpoint({
  method: 'GET',
  path: '/resource/list',
  permission: 'permission:role',
  query: z.object({ userType: z.enum(['MERC']).default('MERC') }),
  response: z.array(menuNodeSchema),
  summary: 'The whole resource tree, for editing roles',
  tags: ['access'],
});

// ---- operators

export const listRoleOptions = defineEndpoint({
  method: 'GET',
  path: '/permission/operator/roles',
  permission: 'permission:operator',
  response: z.array(roleOption),
  summary: 'Roles an operator can be given',
  tags,
});

export const listOperators = defineEndpoint({
  method: 'GET',
  path: '/permission/operator/list',
  permission: 'permission:operator',
  query: operatorQuery,
  response: pageOf(operatorItem),
  summary: 'Operators of the merchant',
  tags,
});

export const addOperator = defineEndpoint({
  method: 'POST',
  path: '/permission/operator/add',
  permission: 'permission:operator:add',
  body: operatorAddBody,
  response: operatorItem,
  summary: 'Invite an operator by e-mail',
  tags,
});

export const editOperator = defineEndpoint({
  method: 'POST',
  path: '/permission/operator/edit',
  permission: 'permission:operator:edit',
  body: operatorEditBody,
  response: operatorItem,
  summary: 'Edit an operator',
  tags,
});

export const setOperatorStatus = defineEndpoint({
  method: 'POST',
  path: '/permission/operator/status',
  permission: 'permission:operator:status',
  body: operatorStatusBody,
  response: z.null(),
  summary: 'Enable or disable an operator',
  tags,
});

export const resetOperatorPassword = defineEndpoint({
  method: 'POST',
  path: '/permission/operator/resetPassword',
  permission: 'permission:operator:resetPassword',
  body: idBody,
  response: z.null(),
  summary: 'Mail an operator a link to set a new password',
  tags,
});

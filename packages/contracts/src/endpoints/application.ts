import { defineEndpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import { application, applicationBody, applicationEditBody, applicationQuery } from '../application.ts';

/** application/list (spec 2): the merchant's stores and websites; adding and editing need the add button's code. */
const tags = ['application'];

export const listApplications = defineEndpoint({
  method: 'GET',
  path: '/application/list',
  permission: 'application:list',
  query: applicationQuery,
  response: pageOf(application),
  summary: "The merchant's applications",
  tags,
});

export const addApplication = defineEndpoint({
  method: 'POST',
  path: '/application/add',
  permission: 'application:list:add',
  body: applicationBody,
  response: application,
  summary: 'Add an application (goes to review)',
  tags,
});

export const editApplication = defineEndpoint({
  method: 'POST',
  path: '/application/edit',
  permission: 'application:list:add',
  body: applicationEditBody,
  response: application,
  summary: 'Edit a rejected application (back to review)',
  tags,
});

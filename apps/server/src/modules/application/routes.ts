import type { FastifyInstance } from 'fastify';
import { application, applicationBody, applicationEditBody, applicationQuery } from '@crossbill/contracts/application';
import { pageOf } from '@crossbill/contracts/envelope';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import * as applications from './service.ts';

const tags = ['application'];

/** application/list (spec 2): the merchant's stores and websites; adding and editing need the add button's code. */
export function registerApplicationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(
    app,
    {
      method: 'GET',
      url: '/application/list',
      permission: 'application:list',
      query: applicationQuery,
      response: pageOf(application),
      summary: "The merchant's applications",
      tags,
    },
    async (ctx) => applications.listApplications(db, ctx.scope, ctx.query),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/application/add',
      permission: 'application:list:add',
      body: applicationBody,
      response: application,
      summary: 'Add an application (goes to review)',
      tags,
    },
    async (ctx) => applications.addApplication(db, { merchantNo: ctx.scope[0]!, input: ctx.body, actor: ctx.actor, now: deps.now() }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/application/edit',
      permission: 'application:list:add',
      body: applicationEditBody,
      response: application,
      summary: 'Edit a rejected application (back to review)',
      tags,
    },
    async (ctx) => {
      const { id, ...input } = ctx.body;
      return applications.editApplication(db, { merchantNo: ctx.scope[0]!, id, input, actor: ctx.actor, now: deps.now() });
    },
  );
}

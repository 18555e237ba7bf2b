import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/imports';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { listImports } from './list.ts';

export function registerImportRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(app, endpoints.listImports, (ctx) => listImports(deps, ctx.scope, ctx.auth.permissions, ctx.query, ctx.family));
}

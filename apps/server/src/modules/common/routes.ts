import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/common';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { checkReadiness, clientConfigOf, listDictionaries, liveness } from './service.ts';

export function registerCommonRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(app, endpoints.getHealth, async () => liveness());

  route(app, endpoints.getReadiness, () => checkReadiness(deps.db, deps.lifecycle));

  route(app, endpoints.getClientConfig, async () => clientConfigOf(deps.config));

  route(app, endpoints.listDictionaries, async (ctx) => listDictionaries(ctx.lang, ctx.query.names));
}

import type { FastifyInstance } from 'fastify';
import { ACTION_LOG_KEY_HEADER } from '@crossbill/contracts/shell';
import * as endpoints from '@crossbill/contracts/endpoints/action-log';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { ACTION_LOG_BODY_LIMIT, checkActionLogKey, recordActionLog } from './service.ts';

export function registerActionLogRoutes(app: FastifyInstance, deps: ServerDeps): void {
  // An encapsulated scope so that the small body limit and the key check apply to this route only;
  // the key is checked before the body is parsed or validated.
  void app.register(async (scope) => {
    scope.addHook('onRoute', (opts) => {
      opts.bodyLimit = ACTION_LOG_BODY_LIMIT;
    });
    scope.addHook('onRequest', async (request) => {
      checkActionLogKey(deps.config.ACTION_LOG_KEY, request.headers[ACTION_LOG_KEY_HEADER]);
    });
    route(scope, endpoints.recordActionLog, async (ctx) => {
      await recordActionLog(deps.db, ctx.body, ctx.ip);
      return null;
    });
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientConfig, dictEntry, dictQuery, health } from '@crossbill/contracts/shell';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { checkHealth, clientConfigOf, listDictionaries } from './service.ts';

export function registerCommonRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(app, { method: 'GET', url: '/health', permission: 'public', response: health, summary: 'Health: process and database', tags: ['common'] }, () =>
    checkHealth(deps.db),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/common/clientConfig',
      permission: 'public',
      response: clientConfig,
      summary: 'Configuration the web needs before login',
      tags: ['common'],
    },
    async () => clientConfigOf(deps.config),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/dict/list',
      permission: 'public',
      query: dictQuery,
      response: z.record(z.string(), z.array(dictEntry)),
      summary: 'Dictionaries by name (CURRENCY, PAYOUT_CURRENCY, FILE_STATUS, ...) in the request language',
      tags: ['common'],
    },
    async (ctx) => listDictionaries(ctx.lang, ctx.query.names),
  );
}

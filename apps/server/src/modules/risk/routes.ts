import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/blacklist';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import * as imports from '../imports/service.ts';
import { cardHashKey } from './card-hash.ts';
import { BLACKLIST_PARSE_JOB, blacklistImportSpec, blacklistImportView } from './import.ts';
import { addEntry, batchEntries, deleteEntries, editEntry, listEntries } from './entries.ts';
import { createBlacklist, deleteBlacklist, editBlacklist, getBlacklist, listBlacklists } from './service.ts';

/** risk/list and risk/detail: the merchant's blacklists and their items, added one by one or by file. */
export function registerRiskRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const key = () => cardHashKey(deps.config);
  const tx = deps.db.transaction.bind(deps.db);

  route(app, endpoints.listBlacklists, (ctx) => listBlacklists(deps.db, ctx.scope, { ...ctx.query, now: deps.now() }));
  route(app, endpoints.getBlacklist, (ctx) => getBlacklist(deps.db, ctx.scope, { id: ctx.query.id, now: deps.now() }));
  route(app, endpoints.createBlacklist, (ctx) =>
    tx((t) => createBlacklist(t, { merchantNo: ctx.scope[0]!, body: ctx.body, actor: ctx.actor, now: deps.now() })),
  );
  route(app, endpoints.editBlacklist, (ctx) => tx((t) => editBlacklist(t, ctx.scope, { body: ctx.body, actor: ctx.actor, now: deps.now() })));
  route(app, endpoints.toggleBlacklist, (ctx) => tx((t) => editBlacklist(t, ctx.scope, { body: ctx.body, actor: ctx.actor, now: deps.now() })));
  route(app, endpoints.deleteBlacklist, (ctx) => tx((t) => deleteBlacklist(t, ctx.scope, { id: ctx.body.id, actor: ctx.actor, now: deps.now() })));

  route(app, endpoints.listEntries, (ctx) => listEntries(deps.db, ctx.scope, { ...ctx.query, now: deps.now() }));
  route(app, endpoints.addEntry, (ctx) => tx((t) => addEntry(t, key(), ctx.scope, { body: ctx.body, actor: ctx.actor, now: deps.now() })));
  route(app, endpoints.editEntry, (ctx) => tx((t) => editEntry(t, ctx.scope, { body: ctx.body, actor: ctx.actor, now: deps.now() })));
  route(app, endpoints.batchEntries, (ctx) => tx((t) => batchEntries(t, ctx.scope, { body: ctx.body, actor: ctx.actor, now: deps.now() })));
  route(app, endpoints.deleteEntries, (ctx) => tx((t) => deleteEntries(t, ctx.scope, { body: ctx.body, actor: ctx.actor, now: deps.now() })));

  const spec = blacklistImportSpec(key, deps.now);
  imports.registerImportFileRoutes(
    app,
    deps,
    {
      template: endpoints.blacklistImportTemplate,
      upload: endpoints.uploadBlacklistImport,
      detail: endpoints.getBlacklistImport,
      report: endpoints.blacklistImportReport,
    },
    { spec, parseJob: BLACKLIST_PARSE_JOB, view: blacklistImportView(spec) },
  );
}

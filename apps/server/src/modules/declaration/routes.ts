import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/declaration';
import { encryptionKey } from '../../platform/crypto/secret-box.ts';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import * as imports from '../imports/service.ts';
import { exportDeclarations } from './export.ts';
import { declarationBatchView, declarationImport, DECLARATION_PARSE_JOB } from './import.ts';
import { createDeclaration, declarationDetail, itemOf, listDeclarations, profileOf, resubmitDeclaration } from './service.ts';

/** settlement/declaration: list, detail, file one, correct and resubmit, the remembered registration, export, batch. */
export function registerDeclarationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const kek = encryptionKey(deps.config);
  route(app, endpoints.listDeclarations, (ctx) => listDeclarations(db, ctx.scope, ctx.query));
  route(app, endpoints.getDeclaration, (ctx) => declarationDetail(db, ctx.scope, ctx.query.declarationId));
  route(app, endpoints.getDeclarationProfile, (ctx) => profileOf(db, ctx.auth.merchantNo!));
  route(app, endpoints.addDeclaration, async (ctx) =>
    itemOf(await db.transaction((tx) => createDeclaration(tx, { merchantNo: ctx.auth.merchantNo!, body: ctx.body, actor: ctx.actor, now: deps.now(), kek }))),
  );
  route(app, endpoints.resubmitDeclaration, async (ctx) =>
    itemOf(await db.transaction((tx) => resubmitDeclaration(tx, { scope: [ctx.auth.merchantNo!], body: ctx.body, actor: ctx.actor, now: deps.now(), kek }))),
  );
  route(app, endpoints.exportDeclarations, (ctx) =>
    exportDeclarations(deps, ctx.scope, {
      merchantNo: ctx.auth.merchantNo!,
      userId: ctx.auth.userId,
      lang: ctx.lang,
      filters: ctx.body,
      client: { ip: ctx.ip, userAgent: ctx.userAgent },
    }),
  );
  const spec = declarationImport(kek);
  imports.registerImportFileRoutes(
    app,
    deps,
    {
      template: endpoints.declarationTemplate,
      upload: endpoints.uploadDeclarationBatch,
      detail: endpoints.getDeclarationBatch,
      report: endpoints.declarationBatchReport,
    },
    { spec, parseJob: DECLARATION_PARSE_JOB, view: declarationBatchView(spec) },
  );
}

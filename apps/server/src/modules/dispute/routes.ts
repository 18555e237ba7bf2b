import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/dispute';
import { listRebuttals as listRebuttalsEndpoint } from '@crossbill/contracts/endpoints/rebuttal';
import { route } from '../../platform/http/route.ts';
import { readParts } from '../../platform/http/multipart.ts';
import type { ServerDeps } from '../../deps.ts';
import { attachment } from '../../platform/http/content-disposition.ts';
import { addDocuments, openDocument, READ_LIMITS } from './documents.ts';
import { pricingOf } from './money.ts';
import { answerInquiry, listInquiries } from './inquiries.ts';
import { acceptChargeback, saveDraft, submitRebuttal } from './service.ts';
import { chargebackDetail, listChargebacks, toItem } from './views.ts';
import { listRebuttals } from './rebuttal-list.ts';

export function registerDisputeRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const operator = (ctx: { actor: { userId: number; name: string; ip: string; userAgent: string } }) => ({ kind: 'operator' as const, ...ctx.actor });

  route(app, endpoints.listChargebacks, (ctx) => listChargebacks(deps.db, ctx.scope, { ...ctx.query, now: deps.now(), lang: ctx.lang }));

  route(app, listRebuttalsEndpoint, (ctx) => listRebuttals(deps.db, ctx.scope, { ...ctx.query, now: deps.now(), lang: ctx.lang }));

  route(app, endpoints.getChargeback, (ctx) =>
    chargebackDetail(deps.db, pricingOf(deps), ctx.scope, { chargebackId: ctx.query.chargebackId, now: deps.now(), lang: ctx.lang }),
  );

  route(app, endpoints.saveRebuttalDraft, async (ctx) =>
    toItem(await deps.db.transaction((tx) => saveDraft(tx, { scope: ctx.scope, ...ctx.body, actor: operator(ctx), now: deps.now() })), ctx.lang),
  );

  route(app, endpoints.uploadRebuttalDocuments, async (ctx) => {
    const { fields, list } = await readParts(ctx.request, READ_LIMITS);
    return addDocuments(deps.db, deps.files, {
      scope: ctx.scope,
      chargebackId: fields.chargebackId ?? '',
      section: fields.section ?? '',
      parts: list,
      actor: operator(ctx),
      now: deps.now(),
    });
  });

  route(app, endpoints.downloadRebuttalDocument, async (ctx) => {
    const file = await openDocument(deps.db, deps.files, { scope: ctx.scope, ...ctx.query });
    ctx.reply.header('content-type', file.contentType).header('content-length', String(file.size)).header('content-disposition', attachment(file.fileName));
    return ctx.reply.send(file.stream);
  });

  for (const [endpoint, second] of [
    [endpoints.submitRebuttal, false],
    [endpoints.submitSecondRebuttal, true],
  ] as const)
    route(app, endpoint, async (ctx) =>
      toItem(
        await deps.db.transaction((tx) =>
          submitRebuttal(tx, pricingOf(deps), { scope: ctx.scope, ...ctx.body, second, actor: operator(ctx), now: deps.now() }),
        ),
        ctx.lang,
      ),
    );

  route(app, endpoints.listInquiries, (ctx) => listInquiries(deps.db, ctx.scope, { ...ctx.query, lang: ctx.lang }));

  route(app, endpoints.answerInquiry, (ctx) =>
    deps.db.transaction((tx) => answerInquiry(tx, { scope: ctx.scope, ...ctx.body, actor: ctx.actor, now: deps.now(), lang: ctx.lang })),
  );

  route(app, endpoints.acceptChargeback, async (ctx) =>
    toItem(
      await deps.db.transaction((tx) => acceptChargeback(tx, { scope: ctx.scope, chargebackId: ctx.body.chargebackId, actor: operator(ctx), now: deps.now() })),
      ctx.lang,
    ),
  );
}

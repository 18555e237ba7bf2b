import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/dividend';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { lockPayment } from '../payment/service.ts';
import { addReceiver, assertWindowOpen, createSplits, editReceiver, listReceivers, receiverCandidates } from './service.ts';
import { listSplits, paymentShares, splitDetail, splittableOf } from './views.ts';
import { exportSplits } from './export.ts';

/** transaction/dividend: splits (outgoing and incoming), receivers, split after capture, export. */
export function registerDividendRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const merchantOf = (ctx: { auth: { merchantNo: string | null } }) => ctx.auth.merchantNo!;
  route(app, endpoints.listSplits, (ctx) => listSplits(deps.db, ctx.scope, ctx.query));
  route(app, endpoints.getSplit, (ctx) => splitDetail(deps.db, ctx.scope, ctx.query.splitId));
  route(app, endpoints.exportSplits, (ctx) =>
    exportSplits(deps, ctx.scope, {
      merchantNo: merchantOf(ctx),
      userId: ctx.auth.userId,
      lang: ctx.lang,
      filters: ctx.body,
      client: { ip: ctx.ip, userAgent: ctx.userAgent },
    }),
  );
  route(app, endpoints.getSplittable, (ctx) => splittableOf(deps.db, deps.rates, merchantOf(ctx), ctx.query.transactionId, deps.now()));
  route(app, endpoints.createSplits, (ctx) =>
    deps.db.transaction(async (tx) => {
      const payment = await lockPayment(tx, [merchantOf(ctx)], ctx.body.transactionId);
      assertWindowOpen(payment);
      await createSplits(tx, {
        payment,
        instructions: ctx.body.splits,
        field: 'splits',
        source: 'portal',
        actor: ctx.actor,
        rates: deps.rates,
        now: deps.now(),
      });
      return paymentShares(tx, payment.merchantNo, payment.transactionId);
    }),
  );
  route(app, endpoints.listReceivers, (ctx) => listReceivers(deps.db, merchantOf(ctx)));
  route(app, endpoints.getReceiverCandidates, (ctx) => receiverCandidates(deps.db, merchantOf(ctx)));
  route(app, endpoints.addReceiver, (ctx) =>
    deps.db.transaction((tx) => addReceiver(tx, { merchantNo: merchantOf(ctx), ...ctx.body, actor: ctx.actor, now: deps.now() })),
  );
  route(app, endpoints.editReceiver, (ctx) =>
    deps.db.transaction((tx) => editReceiver(tx, { merchantNo: merchantOf(ctx), ...ctx.body, actor: ctx.actor, now: deps.now() })),
  );
}

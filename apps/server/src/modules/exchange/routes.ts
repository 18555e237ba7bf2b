import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/exchange';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { requireFreshFactor } from '../identity/service.ts';
import { DELIVER_JOB } from './jobs.ts';
import { book, createQuote, detail, list, liveRate, sandboxPricing } from './service.ts';

export function registerExchangeRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const pricing = sandboxPricing(deps.config.FX_SPREAD_BPS);

  route(app, endpoints.listExchanges, (ctx) => list(db, ctx.scope, ctx.query));

  route(app, endpoints.getExchange, (ctx) => detail(db, ctx.scope, ctx.query.id));

  route(app, endpoints.getRate, (ctx) => liveRate(pricing, { ...ctx.query, now: deps.now() }));

  route(app, endpoints.createQuote, (ctx) => createQuote(db, pricing, { merchantNo: ctx.scope[0]!, body: ctx.body, now: deps.now() }));

  route(app, { ...endpoints.bookExchange, precheck: (ctx) => requireFreshFactor(db, ctx.auth, deps.now()) }, async (ctx) => {
    const booked = await book(ctx.tx!, {
      merchantNo: ctx.scope[0]!,
      quoteId: ctx.body.quoteId,
      actor: ctx.actor,
      now: deps.now(),
    });
    // once the booking has committed; the minute sweep delivers it anyway should the message be lost
    if (booked.status === 'pending') ctx.afterCommit(() => deps.jobs.send(DELIVER_JOB, { id: booked.id }, { startAfter: new Date(booked.deliverAt) }));
    return booked;
  });
}

import type { FastifyInstance } from 'fastify';
import {
  bookBody,
  exchange,
  exchangeDetailQuery,
  exchangeListQuery,
  exchangePage,
  quote,
  quoteBody,
  rateQuery,
  rateResult,
} from '@crossbill/contracts/exchange';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { DELIVER_JOB } from './jobs.ts';
import { book, createQuote, detail, list, liveRate, sandboxPricing } from './service.ts';

const tags = ['exchange'];

export function registerExchangeRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const pricing = sandboxPricing(deps.config.FX_SPREAD_BPS);

  route(
    app,
    {
      method: 'GET',
      url: '/exchange/list',
      permission: 'wallet:exchange',
      families: ['/blocMer'],
      query: exchangeListQuery,
      response: exchangePage,
      summary: 'Exchanges, newest first, filtered by booking time, currency (either side) and status',
      tags,
    },
    (ctx) => list(db, ctx.scope, ctx.query),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/exchange/detail',
      permission: 'wallet:exchange',
      families: ['/blocMer'],
      query: exchangeDetailQuery,
      response: exchange,
      summary: 'One exchange: serial number, pair, rate, amounts, delivery date, status',
      tags,
    },
    (ctx) => detail(db, ctx.scope, ctx.query.id),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/exchange/rate',
      permission: 'wallet:exchange:add',
      query: rateQuery,
      response: rateResult,
      summary: 'The live customer rate of a pair (mid less the spread), its cut-off and expected delivery date',
      tags,
    },
    (ctx) => liveRate(pricing, { ...ctx.query, now: deps.now() }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/exchange/quote',
      permission: 'wallet:exchange:add',
      body: quoteBody,
      response: quote,
      summary: 'A quote for the entered sell or buy amount, honoured for 30 seconds',
      tags,
    },
    (ctx) => createQuote(db, pricing, { merchantNo: ctx.scope[0]!, body: ctx.body, now: deps.now() }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/exchange/book',
      permission: 'wallet:exchange:add',
      body: bookBody,
      response: exchange,
      idempotent: true,
      summary: 'Book a quote before it expires: the sell amount leaves the balance; the buy amount arrives on the delivery date',
      tags,
    },
    async (ctx) => {
      const booked = await book(ctx.tx!, {
        merchantNo: ctx.scope[0]!,
        quoteId: ctx.body.quoteId,
        actor: ctx.actor,
        now: deps.now(),
      });
      // once the booking has committed; the minute sweep delivers it anyway should the message be lost
      if (booked.status === 'pending') ctx.afterCommit(() => deps.jobs.send(DELIVER_JOB, { id: booked.id }, { startAfter: new Date(booked.deliverAt) }));
      return booked;
    },
  );
}

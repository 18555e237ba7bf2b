import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/wallet';
import { COLLECTION_ACCOUNTS, FUNDS_ARRIVAL_DAYS, fundingReference } from '@crossbill/contracts/add-funds';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { activatePayout, balanceList, balanceStatement, setDisplayCurrencies } from './service.ts';
import { batchMovements, exportStatement } from './statement.ts';

export function registerWalletRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, endpoints.listBalances, (ctx) => balanceList(db, ctx.scope, { operatorId: ctx.auth.operatorId }));

  route(app, endpoints.setBalanceDisplay, (ctx) =>
    setDisplayCurrencies(db, ctx.scope, {
      operatorId: ctx.auth.operatorId!,
      merchantNo: ctx.scope[0]!,
      currencies: ctx.body.currencies,
      actor: ctx.actor,
      now: deps.now(),
    }),
  );

  route(app, endpoints.getStatement, (ctx) => balanceStatement(db, ctx.scope[0]!, { ...ctx.query, lang: ctx.lang, now: deps.now() }));

  route(app, endpoints.exportStatement, (ctx) =>
    exportStatement(deps, {
      ...ctx.body,
      merchantNo: ctx.scope[0]!,
      userId: ctx.auth.userId!,
      lang: ctx.lang,
      client: { ip: ctx.ip, userAgent: ctx.userAgent },
    }),
  );

  route(app, endpoints.getBalanceBatch, (ctx) => batchMovements(db, ctx.scope[0]!, { ...ctx.query, lang: ctx.lang }));

  route(app, endpoints.activatePayout, (ctx) => activatePayout(db, { merchantNo: ctx.scope[0]!, actor: ctx.actor, now: deps.now() }));

  route(app, endpoints.getAddFundsInstructions, async (ctx) => ({
    reference: fundingReference(ctx.scope[0]!),
    accounts: [...COLLECTION_ACCOUNTS],
    arrivalDays: FUNDS_ARRIVAL_DAYS,
    sandbox: deps.config.SANDBOX,
    sandboxDelaySeconds: deps.config.SANDBOX_CREDIT_DELAY_SECONDS,
  }));
}

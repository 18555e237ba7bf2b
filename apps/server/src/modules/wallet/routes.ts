import type { FastifyInstance } from 'fastify';
import { balanceDisplayBody, balanceDisplayResult, statementPage, statementQuery, walletBalanceList } from '@crossbill/contracts/wallet';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { balanceList, balanceStatement, setDisplayCurrencies } from './service.ts';

const tags = ['wallet'];

export function registerWalletRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(
    app,
    {
      method: 'GET',
      url: '/wallet/balance/list',
      permission: 'wallet:balance',
      families: ['/blocMer'],
      response: walletBalanceList,
      summary: 'Balances per currency (available, to be settled, frozen, margin, total) with the display settings',
      tags,
    },
    (ctx) => balanceList(db, ctx.scope, { operatorId: ctx.auth.operatorId }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/wallet/balance/display',
      permission: 'wallet:balance:hide',
      body: balanceDisplayBody,
      response: balanceDisplayResult,
      summary: 'Currency display settings: a currency may be hidden only when its balance is zero',
      tags,
    },
    (ctx) =>
      setDisplayCurrencies(db, ctx.scope, {
        operatorId: ctx.auth.operatorId!,
        merchantNo: ctx.scope[0]!,
        currencies: ctx.body.currencies,
        actor: { userId: ctx.auth.userId, ip: ctx.ip, userAgent: ctx.userAgent },
        now: deps.now(),
      }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/wallet/balance/view',
      permission: 'wallet:balance',
      query: statementQuery,
      response: statementPage,
      summary: "The statement of one currency's available account, newest first, with the running balance",
      tags,
    },
    (ctx) => balanceStatement(db, ctx.scope[0]!, { ...ctx.query, lang: ctx.lang, now: deps.now() }),
  );
}

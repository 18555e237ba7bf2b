import type { FastifyInstance } from 'fastify';
import {
  balanceDisplayBody,
  balanceDisplayResult,
  batchView,
  batchViewQuery,
  payoutActivationResult,
  statementExportBody,
  statementPage,
  statementQuery,
  walletBalanceList,
} from '@crossbill/contracts/wallet';
import { addFundsInstructions, COLLECTION_ACCOUNTS, FUNDS_ARRIVAL_DAYS, fundingReference } from '@crossbill/contracts/add-funds';
import { downloadTask } from '@crossbill/contracts/shell';
import { ONBOARDING_CODE } from '@crossbill/contracts/resources';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { activatePayout, balanceList, balanceStatement, setDisplayCurrencies } from './service.ts';
import { batchMovements, exportStatement } from './statement.ts';

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
        actor: ctx.actor,
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

  route(
    app,
    {
      method: 'POST',
      url: '/wallet/balance/export',
      permission: 'wallet:balance:export',
      body: statementExportBody,
      response: downloadTask,
      summary: "Export one currency's statement with the page's filters (xlsx, through the download center)",
      tags,
    },
    (ctx) =>
      exportStatement(deps, {
        ...ctx.body,
        merchantNo: ctx.scope[0]!,
        userId: ctx.auth.userId!,
        lang: ctx.lang,
        client: { ip: ctx.ip, userAgent: ctx.userAgent },
      }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/wallet/balance/batch/view',
      permission: 'wallet:balance',
      query: batchViewQuery,
      response: batchView,
      summary: "One batch's movements on a currency's available account (the entries sharing a reference), with totals",
      tags,
    },
    (ctx) => batchMovements(db, ctx.scope[0]!, { ...ctx.query, lang: ctx.lang }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/merchant/payout/activate',
      permission: ONBOARDING_CODE,
      response: payoutActivationResult,
      summary: 'Payout activation (/guide): an aggregate merchant with only acquiring adds payout and gets its default wallet accounts',
      tags,
    },
    (ctx) => activatePayout(db, { merchantNo: ctx.scope[0]!, actor: ctx.actor, now: deps.now() }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/wallet/addFunds/instructions',
      permission: 'wallet:balance:addFunds',
      response: addFundsInstructions,
      summary: "Where to send money: the provider's collection account per currency and the merchant's funding reference",
      tags,
    },
    async (ctx) => ({
      reference: fundingReference(ctx.scope[0]!),
      accounts: [...COLLECTION_ACCOUNTS],
      arrivalDays: FUNDS_ARRIVAL_DAYS,
      sandbox: deps.config.SANDBOX,
      sandboxDelaySeconds: deps.config.SANDBOX_CREDIT_DELAY_SECONDS,
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import {
  collectionListQuery,
  collectionPage,
  collectionTransaction,
  collectionIdQuery,
  idQuery,
  sandboxCreditBody,
  sandboxCreditResult,
  vaApplyBody,
  vaListQuery,
  vaPage,
  virtualAccount,
} from '@crossbill/contracts/virtual-account';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { accountDetail, applyForAccount, collectionDetail, listAccounts, listCollections, receiveTransfer } from './service.ts';

const tags = ['virtual-account'];

export function registerVirtualAccountRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(
    app,
    {
      method: 'GET',
      url: '/virtualAccount/list',
      permission: 'virtualAccount:list',
      query: vaListQuery,
      response: vaPage,
      summary: 'Virtual collection accounts, newest first',
      tags,
    },
    (ctx) => listAccounts(db, ctx.scope, ctx.query),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/virtualAccount/detail',
      permission: 'virtualAccount:list',
      query: idQuery,
      response: virtualAccount,
      summary: 'One virtual account with its bank and routing details',
      tags,
    },
    (ctx) => accountDetail(db, ctx.scope, ctx.query.id),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/virtualAccount/apply',
      permission: 'virtualAccount:list:add',
      body: vaApplyBody,
      response: virtualAccount,
      summary: 'Apply for a virtual account; it opens after the provisioning delay (about 2 hours)',
      tags,
    },
    (ctx) => applyForAccount(deps, ctx.scope[0]!, ctx.body, ctx.actor),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/collection/transaction/list',
      permission: 'collection:transaction',
      query: collectionListQuery,
      response: collectionPage,
      summary: 'Money received on virtual accounts, newest first',
      tags,
    },
    (ctx) => listCollections(db, ctx.scope, ctx.query, deps.now()),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/collection/transaction/detail',
      permission: 'collection:transaction',
      query: collectionIdQuery,
      response: collectionTransaction,
      summary: 'One collection transaction',
      tags,
    },
    (ctx) => collectionDetail(db, ctx.scope, ctx.query.id),
  );

  // sandbox scenario: a bank transfer arrives on one of the merchant's accounts (never in production)
  if (deps.config.SANDBOX)
    route(
      app,
      {
        method: 'POST',
        url: '/sandbox/virtualAccount/credit',
        permission: 'virtualAccount:list:recharge',
        body: sandboxCreditBody,
        response: sandboxCreditResult,
        summary: "Sandbox: simulate a bank transfer arriving on a virtual account (idempotent by the bank's transaction id, not the payer's reference)",
        tags: ['sandbox'],
      },
      (ctx) => {
        const { virtualAccountId, ...rest } = ctx.body;
        return receiveTransfer(db, { ...rest, account: { id: virtualAccountId }, scope: ctx.scope, at: deps.now() });
      },
    );
}

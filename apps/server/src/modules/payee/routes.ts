import { readOneFile } from '../../platform/http/multipart.ts';
import type { FastifyInstance } from 'fastify';
import { PAYEE_FILE_MAX_BYTES, PAYEE_PURPOSES } from '@crossbill/contracts/payee';
import { payeeEndpoints } from '@crossbill/contracts/endpoints/payee';
import { searchBanks as onboardingBankSearch } from '@crossbill/contracts/endpoints/onboarding';
import { notFound, route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { requireFreshFactorBesidesPin } from '../identity/service.ts';
import { createPayee, deletePayee, getPayee, listPayees, openPayeeFile, searchBanks, updatePayee, uploadPayeeFile, type BankRegistry } from './service.ts';
import { sendAttachment } from '../../platform/http/content-disposition.ts';

export function registerPayeeRoutes(app: FastifyInstance, deps: ServerDeps, opts: { registry?: BankRegistry } = {}): void {
  const { db } = deps;
  // the same use cases under both menus (transfer contacts, own settlement accounts), each with its own endpoints
  for (const purpose of PAYEE_PURPOSES) {
    const endpoints = payeeEndpoints[purpose];
    route(app, endpoints.list, (ctx) => listPayees(db, ctx.scope, purpose, ctx.query));
    route(app, endpoints.detail, (ctx) => getPayee(db, ctx.scope, purpose, ctx.query.id));
    route(app, endpoints.add, (ctx) =>
      createPayee(db, { merchantNo: ctx.scope[0]!, purpose, payee: ctx.body, actor: ctx.actor, now: deps.now(), registry: opts.registry }),
    );
    route(app, endpoints.update, (ctx) =>
      updatePayee(db, {
        merchantNo: ctx.scope[0]!,
        purpose,
        id: ctx.body.id,
        payee: ctx.body.payee,
        paymentPassword: ctx.body.paymentPassword,
        freshFactor: () => requireFreshFactorBesidesPin(db, ctx.auth, deps.now()),
        actor: ctx.actor,
        now: deps.now(),
        registry: opts.registry,
      }),
    );
    if (endpoints.delete)
      route(app, endpoints.delete, async (ctx) => {
        await deletePayee(db, { merchantNo: ctx.scope[0]!, purpose, id: ctx.body.id, actor: ctx.actor, now: deps.now() });
        return null;
      });
    route(app, endpoints.searchBanks, (ctx) => searchBanks(db, ctx.query));
    route(app, endpoints.uploadFile, async (ctx) => {
      const { fileName, body } = await readOneFile(ctx.request, { maxBytes: PAYEE_FILE_MAX_BYTES });
      return uploadPayeeFile(db, deps.files, { merchantNo: ctx.scope[0]!, fileName, body, actor: ctx.actor });
    });
    route(app, endpoints.downloadFile, async (ctx) => {
      const file = await openPayeeFile(db, deps.files, ctx.scope, ctx.query.id);
      if (!file) throw notFound();
      return sendAttachment(ctx.reply, file);
    });
  }
  // the onboarding form's bank picker reads the same directory: served here, where the directory
  // lives, so that onboarding need not import payee (payee uses identity, whose payment-password rule reads onboarding)
  route(app, onboardingBankSearch, (ctx) => searchBanks(db, { keyword: ctx.query.keyword }));
}

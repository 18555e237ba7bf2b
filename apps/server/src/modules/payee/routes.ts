import { readOneFile } from '../../platform/http/multipart.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  bankList,
  bankSearchQuery,
  payee,
  payeeAttachment,
  payeeIdBody,
  payeeIdQuery,
  payeeListQuery,
  payeePage,
  payeeSave,
  payeeUpdate,
  PAYEE_FILE_MAX_BYTES,
  type PayeePurpose,
} from '@crossbill/contracts/payee';
import { notFound, route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { createPayee, deletePayee, getPayee, listPayees, openPayeeFile, searchBanks, updatePayee, uploadPayeeFile, type BankRegistry } from './service.ts';
import { attachment } from '../../platform/http/content-disposition.ts';

const tags = ['payee'];

/**
 * The same payee use cases under two menus with their own permission codes (resources.ts):
 * transfer contacts (`/transfer/contact/*`, transfer:contact) and the merchant's own settlement
 * accounts (`/settlement/payee/*`, settlement:payeeManage, no delete button there).
 */
const SURFACES: Array<{ purpose: PayeePurpose; base: string; code: string; canDelete: boolean }> = [
  { purpose: 'transfer', base: '/transfer/contact', code: 'transfer:contact', canDelete: true },
  { purpose: 'settlement', base: '/settlement/payee', code: 'settlement:payeeManage', canDelete: false },
];

export function registerPayeeRoutes(app: FastifyInstance, deps: ServerDeps, opts: { registry?: BankRegistry } = {}): void {
  const { db } = deps;
  for (const { purpose, base, code, canDelete } of SURFACES) {
    route(
      app,
      {
        method: 'GET',
        url: `${base}/list`,
        permission: code,
        families: ['/blocMer'],
        query: payeeListQuery,
        response: payeePage,
        summary: `Payees (${purpose}) with filters`,
        tags,
      },
      (ctx) => listPayees(db, ctx.scope, purpose, ctx.query),
    );
    route(
      app,
      {
        method: 'GET',
        url: `${base}/detail`,
        permission: code,
        families: ['/blocMer'],
        query: payeeIdQuery,
        response: payee,
        summary: `One payee (${purpose})`,
        tags,
      },
      (ctx) => getPayee(db, ctx.scope, purpose, ctx.query.id),
    );
    route(
      app,
      { method: 'POST', url: `${base}/add`, permission: `${code}:add`, body: payeeSave, response: payee, summary: `Add a payee (${purpose})`, tags },
      (ctx) => createPayee(db, { merchantNo: ctx.scope[0]!, purpose, payee: ctx.body, actor: ctx.actor, now: deps.now(), registry: opts.registry }),
    );
    route(
      app,
      {
        method: 'POST',
        url: `${base}/update`,
        permission: `${code}:edit`,
        body: payeeUpdate,
        response: payee,
        summary: `Edit a payee (${purpose}); a change of account details needs the payment password`,
        tags,
      },
      (ctx) =>
        updatePayee(db, {
          merchantNo: ctx.scope[0]!,
          purpose,
          id: ctx.body.id,
          payee: ctx.body.payee,
          paymentPassword: ctx.body.paymentPassword,
          actor: ctx.actor,
          now: deps.now(),
          registry: opts.registry,
        }),
    );
    if (canDelete)
      route(
        app,
        {
          method: 'POST',
          url: `${base}/delete`,
          permission: `${code}:delete`,
          body: payeeIdBody,
          response: z.null(),
          summary: `Delete a payee (${purpose}); refused while transfers to it wait for approval or are scheduled`,
          tags,
        },
        async (ctx) => {
          await deletePayee(db, { merchantNo: ctx.scope[0]!, purpose, id: ctx.body.id, actor: ctx.actor, now: deps.now() });
          return null;
        },
      );
    route(
      app,
      {
        method: 'GET',
        url: `${base}/bank/search`,
        permission: code,
        query: bankSearchQuery,
        response: bankList,
        summary: 'Banks by name or SWIFT (at least 3 characters)',
        tags,
      },
      (ctx) => searchBanks(db, ctx.query),
    );
    route(
      app,
      {
        method: 'POST',
        url: `${base}/file/upload`,
        permission: code,
        response: payeeAttachment,
        summary: 'Upload one payee file (multipart, jpg/jpeg/png)',
        tags,
      },
      async (ctx) => {
        const { fileName, body } = await readOneFile(ctx.request, { maxBytes: PAYEE_FILE_MAX_BYTES });
        return uploadPayeeFile(db, deps.files, { merchantNo: ctx.scope[0]!, fileName, body, actor: ctx.actor });
      },
    );
    route(
      app,
      { method: 'GET', url: `${base}/file/download`, permission: code, query: z.object({ id: z.string() }), summary: 'A payee file (attachment)', tags },
      async (ctx) => {
        const file = await openPayeeFile(db, deps.files, ctx.scope, ctx.query.id);
        if (!file) throw notFound();
        return ctx.reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.size))
          .header('content-disposition', attachment(file.fileName))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    );
  }
}

import type { FastifyInstance } from 'fastify';
import {
  availableLimitList,
  certificateFile,
  transfer,
  transferCancelBody,
  transferDecisionBody,
  transferDetail,
  transferIdQuery,
  transferListQuery,
  transferPage,
  transferQuote,
  transferQuoteBody,
  transferSubmitBody,
} from '@crossbill/contracts/transfer';
import { approvalFlowView } from '@crossbill/contracts/transfer-approval';
import { Codes } from '@crossbill/contracts/codes';
import { TRANSFER_APPROVE_CODE } from '@crossbill/contracts/resources';
import { CERTIFICATE_MAX_BYTES } from '@crossbill/contracts/transfer';
import { readOneFile } from '../../platform/http/multipart.ts';
import { route } from '../../platform/http/route.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { ServerDeps } from '../../deps.ts';
import { verifyPaymentPassword } from '../identity/service.ts';
import { flowView } from '../transfer-approval/service.ts';
import {
  availableLimits,
  decideTransfer,
  EXECUTE_JOB,
  getTransfer,
  listTransfers,
  quoteTransfer,
  runAt,
  submitTransfer,
  transferPricing,
  TRANSFER_SUBJECT,
} from './service.ts';
import { uploadCertificate } from './certificate.ts';
import { registerBatchRoutes } from './batch-routes.ts';
import { cancelTransfer, getTransferDetail } from './cancel.ts';
import { attachment } from '../../platform/http/content-disposition.ts';

const tags = ['transfer'];
const VIEW = 'transfer:transfer';

export function registerTransferRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const pricing = transferPricing(deps.config.FX_SPREAD_BPS);
  /** the execution, queued once the transfer has committed (ctx.afterCommit); the minute sweep carries any it missed */
  const queue = (id: number, serialNo: string, startAfter: Date) => () =>
    deps.jobs.send(EXECUTE_JOB, { id }, { singletonKey: `${serialNo}:${startAfter.getTime()}`, startAfter });

  route(
    app,
    {
      method: 'GET',
      url: '/transfer/list',
      permission: VIEW,
      families: ['/blocMer'],
      query: transferListQuery,
      response: transferPage,
      summary: 'Transfers, newest first, with filters',
      tags,
    },
    (ctx) => listTransfers(db, ctx.scope, { ...ctx.query, lang: ctx.lang }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/transfer/detail',
      permission: VIEW,
      families: ['/blocMer'],
      query: transferIdQuery,
      response: transferDetail,
      summary: "One transfer, with the payee's account as submitted (what is approved and paid) and whether the viewer may cancel it",
      tags,
    },
    (ctx) => getTransferDetail(db, ctx.scope, { id: ctx.query.id, userId: ctx.auth.userId, lang: ctx.lang }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/transfer/approval/flow',
      permission: VIEW,
      families: ['/blocMer'],
      query: transferIdQuery,
      response: approvalFlowView.nullable(),
      summary: "A transfer's approval flow (null when it needed none)",
      tags,
    },
    async (ctx) => {
      const t = await getTransfer(db, ctx.scope, ctx.query.id, ctx.lang);
      return flowView(db, ctx.scope, TRANSFER_SUBJECT, t.serialNo);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/transfer/quote',
      permission: 'transfer:transfer:add',
      body: transferQuoteBody,
      response: transferQuote,
      summary: 'Live figures of a transfer: rate, fee, debit, received amount, balance and limit left',
      tags,
    },
    (ctx) => quoteTransfer(db, pricing, { merchantNo: ctx.scope[0]!, body: ctx.body, now: deps.now() }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/transfer/submit',
      permission: 'transfer:transfer:add',
      body: transferSubmitBody,
      response: transfer,
      idempotent: true,
      // the payment password first, outside the key's transaction: a wrong entry counts whatever follows
      precheck: (ctx) =>
        verifyPaymentPassword(db, {
          userId: ctx.auth.userId,
          merchantNo: ctx.scope[0]!,
          pin: ctx.body.paymentPassword,
          client: { ip: ctx.ip, userAgent: ctx.userAgent },
          now: deps.now(),
        }),
      summary: 'Submit a transfer with the payment password: funds are frozen at once; approval and the payment date decide when it runs',
      tags,
    },
    async (ctx) => {
      const { paymentPassword: _pin, ...body } = ctx.body;
      const created = await submitTransfer(ctx.tx!, {
        merchantNo: ctx.scope[0]!,
        body,
        submitter: ctx.actor,
        pricing,
        now: deps.now(),
        lang: ctx.lang,
      });
      if (created.status === 'processing') ctx.afterCommit(queue(created.id, created.serialNo, deps.now()));
      if (created.scheduledDate) ctx.afterCommit(queue(created.id, created.serialNo, runAt(created, deps.now())));
      return created;
    },
  );

  // the approval setting names approvers among the users with Transfers (spec 2); the engine checks that
  // the approve button's code, and the engine checks the caller is an approver of the current step
  route(
    app,
    {
      method: 'POST',
      url: '/transfer/approve',
      permission: TRANSFER_APPROVE_CODE,
      body: transferDecisionBody,
      response: transfer,
      summary: 'Approve or reject a transfer waiting for approval (reason required to reject)',
      tags,
    },
    async (ctx) => {
      const after = await decideTransfer(db, ctx.scope, {
        ...ctx.body,
        userId: ctx.auth.userId,
        now: deps.now(),
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        lang: ctx.lang,
      });
      if (after.status === 'processing') ctx.afterCommit(queue(after.id, after.serialNo, deps.now()));
      return after;
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/transfer/cancel',
      permission: 'transfer:transfer:cancel',
      body: transferCancelBody,
      response: transfer,
      summary:
        'Cancel a transfer waiting for approval or scheduled (its submitter or an approver of it): the approval flow ends and the frozen funds are released',
      tags,
    },
    (ctx) => cancelTransfer(db, ctx.scope, { id: ctx.body.id, actor: ctx.actor, now: deps.now(), lang: ctx.lang }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/transfer/availableLimit',
      permission: 'transfer:availableLimit',
      response: availableLimitList,
      summary: 'Daily transfer limits per currency and what is left today (Beijing day)',
      tags,
    },
    (ctx) => availableLimits(db, ctx.scope[0]!, deps.now()),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/transfer/certificate/upload',
      permission: 'transfer:transfer:add',
      response: certificateFile,
      summary: 'Upload a transfer certificate (multipart; jpg, jpeg, png or pdf)',
      tags,
    },
    async (ctx) => {
      const { fileName, body } = await readOneFile(ctx.request, { maxBytes: CERTIFICATE_MAX_BYTES });
      return uploadCertificate(db, deps.files, { merchantNo: ctx.scope[0]!, fileName, body, actor: ctx.actor });
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/transfer/certificate/download',
      permission: VIEW,
      families: ['/blocMer'],
      query: transferIdQuery,
      summary: "A transfer's certificate (attachment)",
      tags,
    },
    async (ctx) => {
      const t = await getTransfer(db, ctx.scope, ctx.query.id, ctx.lang);
      const file = t.certificate ? await deps.files.open(db, t.certificate.id, ctx.scope) : null;
      if (!file) throw new AppError(Codes.NOT_FOUND);
      return ctx.reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  registerBatchRoutes(app, deps, pricing);
}

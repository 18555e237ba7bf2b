import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/transfer';
import { Codes } from '@crossbill/contracts/codes';
import { CERTIFICATE_MAX_BYTES } from '@crossbill/contracts/transfer';
import { readOneFile } from '../../platform/http/multipart.ts';
import { route } from '../../platform/http/route.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { ServerDeps } from '../../deps.ts';
import { requireFreshFactorBesidesPin, verifyPaymentPassword } from '../identity/service.ts';
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
import { sendAttachment } from '../../platform/http/content-disposition.ts';

export function registerTransferRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const pricing = transferPricing(deps.config.FX_SPREAD_BPS);
  /** the execution, queued once the transfer has committed (ctx.afterCommit); the minute sweep carries any it missed */
  const queue = (id: number, serialNo: string, startAfter: Date) => () =>
    deps.jobs.send(EXECUTE_JOB, { id }, { singletonKey: `${serialNo}:${startAfter.getTime()}`, startAfter });

  route(app, endpoints.listTransfers, (ctx) => listTransfers(db, ctx.scope, { ...ctx.query, lang: ctx.lang }));

  route(app, endpoints.getTransfer, (ctx) => getTransferDetail(db, ctx.scope, { id: ctx.query.id, userId: ctx.auth.userId, lang: ctx.lang }));

  route(app, endpoints.getTransferFlow, async (ctx) => {
    const t = await getTransfer(db, ctx.scope, ctx.query.id, ctx.lang);
    return flowView(db, ctx.scope, TRANSFER_SUBJECT, t.serialNo);
  });

  route(app, endpoints.quoteTransfer, (ctx) => quoteTransfer(db, pricing, { merchantNo: ctx.scope[0]!, body: ctx.body, now: deps.now() }));

  route(
    app,
    {
      ...endpoints.submitTransfer,
      // the payment password first, outside the key's transaction: a wrong entry counts whatever follows
      precheck: async (ctx) => {
        // a person with an authenticator proves it afresh; without one the payment password is the fresh factor
        await requireFreshFactorBesidesPin(db, ctx.auth, deps.now());
        await verifyPaymentPassword(db, {
          userId: ctx.auth.userId,
          merchantNo: ctx.scope[0]!,
          pin: ctx.body.paymentPassword,
          client: { ip: ctx.ip, userAgent: ctx.userAgent },
          now: deps.now(),
        });
      },
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

  route(app, endpoints.decideTransfer, async (ctx) => {
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
  });

  route(app, endpoints.cancelTransfer, (ctx) => cancelTransfer(db, ctx.scope, { id: ctx.body.id, actor: ctx.actor, now: deps.now(), lang: ctx.lang }));

  route(app, endpoints.listAvailableLimits, (ctx) => availableLimits(db, ctx.scope[0]!, deps.now()));

  route(app, endpoints.uploadTransferCertificate, async (ctx) => {
    const { fileName, body } = await readOneFile(ctx.request, { maxBytes: CERTIFICATE_MAX_BYTES });
    return uploadCertificate(db, deps.files, { merchantNo: ctx.scope[0]!, fileName, body, actor: ctx.actor });
  });

  route(app, endpoints.downloadTransferCertificate, async (ctx) => {
    const t = await getTransfer(db, ctx.scope, ctx.query.id, ctx.lang);
    const file = t.certificate ? await deps.files.open(db, t.certificate.id, ctx.scope) : null;
    if (!file) throw new AppError(Codes.NOT_FOUND);
    return sendAttachment(ctx.reply, file);
  });

  registerBatchRoutes(app, deps, pricing);
}

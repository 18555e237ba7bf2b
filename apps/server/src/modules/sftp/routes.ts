import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/sftp';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { listDeliveries, listDestinations, resendFile, saveDestination, switchDestination, testDestination } from './service.ts';
import { SFTP_DELIVER_JOB } from './jobs.ts';

/** developer/notify, SFTP tab: destinations, their test and switch, the delivery log and resends. */
export function registerSftpRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const who = (ctx: { auth: { merchantNo: string | null }; actor: { userId: number; ip: string; userAgent: string } }) => ({
    merchantNo: ctx.auth.merchantNo!,
    actor: ctx.actor,
  });
  route(app, endpoints.listSftpDestinations, (ctx) => listDestinations(deps, ctx.auth.merchantNo!));
  route(app, endpoints.saveSftpDestination, (ctx) => saveDestination(deps, who(ctx), ctx.body));
  route(app, endpoints.testSftpDestination, (ctx) => testDestination(deps, who(ctx), ctx.body));
  route(app, endpoints.switchSftpDestination, (ctx) => switchDestination(deps, who(ctx), ctx.body));
  route(app, endpoints.listSftpDeliveries, (ctx) => listDeliveries(deps, ctx.auth.merchantNo!, ctx.query));
  route(app, endpoints.resendSftpFile, async (ctx) => {
    const f = await resendFile(deps, who(ctx), ctx.body.id);
    ctx.afterCommit(() => deps.jobs.send(SFTP_DELIVER_JOB, { deliveryId: f.id }));
    return f;
  });
}

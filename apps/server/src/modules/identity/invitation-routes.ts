import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/session';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import * as invitations from './invitations.ts';

/** The public page /user/reset-password?token=: read the mailed link, then set the password with it. */
export function registerInvitationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, endpoints.getPasswordLink, async (ctx) => invitations.passwordLinkInfo(db, ctx.query.token, deps.now()));

  route(app, endpoints.setPasswordFromLink, async (ctx) =>
    invitations.setPasswordFromLink(db, {
      token: ctx.body.token,
      newPassword: ctx.body.newPassword,
      client: { ip: ctx.ip, userAgent: ctx.userAgent },
      now: deps.now(),
    }),
  );
}

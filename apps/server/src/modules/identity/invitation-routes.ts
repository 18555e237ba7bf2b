import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { passwordLinkBody, passwordLinkInfo, passwordLinkQuery } from '@crossbill/contracts/team';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import * as invitations from './invitations.ts';

const tags = ['identity'];

/** The public page /user/reset-password?token=: read the mailed link, then set the password with it. */
export function registerInvitationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(
    app,
    {
      method: 'GET',
      url: '/merLogin/passwordLink',
      permission: 'public',
      query: passwordLinkQuery,
      response: passwordLinkInfo,
      summary: 'Whom a mailed password link is for',
      tags,
    },
    async (ctx) => invitations.passwordLinkInfo(db, ctx.query.token, deps.now()),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/merLogin/passwordLink/set',
      permission: 'public',
      body: passwordLinkBody,
      response: z.object({ email: z.string() }),
      summary: 'Set the password from a mailed link',
      tags,
    },
    async (ctx) =>
      invitations.setPasswordFromLink(db, {
        token: ctx.body.token,
        newPassword: ctx.body.newPassword,
        client: { ip: ctx.ip, userAgent: ctx.userAgent },
        now: deps.now(),
      }),
  );
}

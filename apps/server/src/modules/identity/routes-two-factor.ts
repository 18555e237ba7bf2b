import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/two-factor';
import type { ServerDeps } from '../../deps.ts';
import { encryptionKey } from '../../platform/crypto/secret-box.ts';
import { route } from '../../platform/http/route.ts';
import { clientOf } from './http-helpers.ts';
import * as twoFactor from './two-factor.ts';

/** The person's authenticator, the merchant's requirement, and step-up (two-factor.ts, step-up.ts). */
export function registerTwoFactorRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const kek = () => encryptionKey(deps.config);

  route(app, endpoints.getTwoFactorInfo, async (ctx) => twoFactor.twoFactorInfo(db, { userId: ctx.auth.userId, merchantNo: ctx.auth.merchantNo }));

  route(app, endpoints.startTwoFactorEnrolment, async (ctx) => twoFactor.startEnrolment(db, kek(), { userId: ctx.auth.userId, now: deps.now() }));

  route(app, endpoints.confirmTwoFactorEnrolment, async (ctx) =>
    twoFactor.confirmEnrolment(db, kek(), {
      userId: ctx.auth.userId,
      merchantNo: ctx.auth.merchantNo,
      sessionId: ctx.auth.sessionId,
      code: ctx.body.code,
      client: clientOf(ctx),
      now: deps.now(),
    }),
  );

  route(app, endpoints.regenerateRecoveryCodes, async (ctx) =>
    twoFactor.regenerateRecoveryCodes(db, kek(), {
      userId: ctx.auth.userId,
      merchantNo: ctx.auth.merchantNo,
      code: ctx.body.code,
      client: clientOf(ctx),
      now: deps.now(),
    }),
  );

  route(app, endpoints.disableTwoFactor, async (ctx) => {
    await twoFactor.disable(db, kek(), {
      userId: ctx.auth.userId,
      merchantNo: ctx.auth.merchantNo,
      code: ctx.body.code,
      client: clientOf(ctx),
      now: deps.now(),
    });
    return null;
  });

  route(app, endpoints.setTwoFactorPolicy, async (ctx) => {
    await twoFactor.setPolicy(db, { merchantNo: ctx.scope[0]!, required: ctx.body.required, userId: ctx.auth.userId, client: clientOf(ctx), now: deps.now() });
    return null;
  });

  route(app, endpoints.stepUp, async (ctx) =>
    twoFactor.stepUp(db, kek(), {
      userId: ctx.auth.userId,
      merchantNo: ctx.auth.merchantNo,
      sessionId: ctx.auth.sessionId,
      code: ctx.body.code,
      client: clientOf(ctx),
      now: deps.now(),
    }),
  );
}

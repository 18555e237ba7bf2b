import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/onboarding';
import { UPLOAD_CATEGORIES } from '@crossbill/contracts/upload';
import type { ServerDeps } from '../../deps.ts';
import { route, type RouteContext } from '../../platform/http/route.ts';
import { readParts } from '../../platform/http/multipart.ts';
import { publicBase } from '../../platform/http/public-url.ts';
import * as onboarding from './service.ts';
import * as face from './face.ts';

// The wizard serves an applicant without a merchant (their own application) and an operator inside a
// merchant (its supplement, extra accounts, owners' documents and face checks): the operator needs the
// onboarding pages' code (`applicant: true`, route.ts).

type Ctx = RouteContext<unknown, unknown, unknown>;
const callerOf = (ctx: Ctx): onboarding.Caller => ({ userId: ctx.auth.userId, merchantNo: ctx.auth.merchantNo, ip: ctx.ip, userAgent: ctx.userAgent });

/** The portal's own address for links the owner opens on a phone: PUBLIC_URL, else the request's origin. */
const baseOf = (deps: ServerDeps, request: FastifyRequest) => publicBase(deps.config, request);

export function registerOnboardingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, endpoints.getDraft, async (ctx) =>
    onboarding.getDraft(db, callerOf(ctx), onboarding.draftKeyOf(callerOf(ctx), ctx.query.mode, ctx.query.businessType)),
  );

  route(app, endpoints.saveDraft, async (ctx) => {
    const c = callerOf(ctx);
    return onboarding.saveDraft(db, c, {
      key: onboarding.draftKeyOf(c, ctx.body.mode, ctx.body.businessType),
      step: ctx.body.step,
      data: ctx.body.data,
      now: deps.now(),
    });
  });

  route(app, endpoints.submitApplication, async (ctx) =>
    onboarding.submitApplication(deps, callerOf(ctx), {
      mode: ctx.body.mode,
      businessType: ctx.body.businessType,
      application: ctx.body.application,
      now: deps.now(),
    }),
  );

  route(app, endpoints.getApplication, async (ctx) => onboarding.viewApplication(db, callerOf(ctx), ctx.query.mode));

  route(app, endpoints.cancelApplication, async (ctx) => onboarding.cancelApplication(db, callerOf(ctx), ctx.body.orderNo, deps.now()));

  route(app, endpoints.submitPayout, async (ctx) => onboarding.submitPayout(deps, callerOf(ctx), { body: ctx.body, now: deps.now() }));

  // ---- face authentication (supplement/jumio and the owner's phone page)

  route(app, endpoints.getFaceOverview, async (ctx) => face.faceOverview(db, ctx.scope[0]!, baseOf(deps, ctx.request), deps.now()));

  route(app, endpoints.startFace, async (ctx) =>
    face.startFace(db, {
      merchantNo: ctx.scope[0]!,
      personKey: ctx.body.personKey,
      ownerName: ctx.body.ownerName,
      base: baseOf(deps, ctx.request),
      actor: ctx.actor,
      now: deps.now(),
    }),
  );

  route(app, endpoints.getFaceSession, async (ctx) => face.faceSession(db, ctx.query.token, deps.now()));

  route(app, endpoints.submitFace, async (ctx) => {
    // an unknown or spent link is refused before a byte of the photos is read
    await face.faceSession(db, ctx.query.token, deps.now());
    const { files } = await readParts(ctx.request, { maxBytes: UPLOAD_CATEGORIES.identity.maxBytes, files: 2 });
    return face.submitFace(deps, {
      token: ctx.query.token,
      selfie: files.selfie ?? null,
      idPhoto: files.idPhoto ?? null,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      now: deps.now(),
    });
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  applicationView,
  approvalRecord,
  bankEntry,
  bankSearchQuery,
  cancelBody,
  draftBody,
  draftData,
  draftQuery,
  payoutBody,
  submitBody,
} from '@crossbill/contracts/onboarding';
import { faceCheck, faceOverview, faceSession, faceStartBody, faceTokenQuery } from '@crossbill/contracts/face';
import { ONBOARDING_CODE } from '@crossbill/contracts/resources';
import { UPLOAD_CATEGORIES } from '@crossbill/contracts/upload';
import type { ServerDeps } from '../../deps.ts';
import { route, type RouteContext } from '../../platform/http/route.ts';
import { readParts } from '../../platform/http/multipart.ts';
import { publicBase } from '../../platform/http/public-url.ts';
import { searchBanks } from '../payee/service.ts';
import * as onboarding from './service.ts';
import * as face from './face.ts';

const tags = ['onboarding'];

// The wizard serves an applicant without a merchant (their own application) and an operator inside a
// merchant (its supplement, extra accounts, owners' documents and face checks): the operator needs the
// onboarding pages' code (`applicant: true`, route.ts).

type Ctx = RouteContext<unknown, unknown, unknown>;
const callerOf = (ctx: Ctx): onboarding.Caller => ({ userId: ctx.auth.userId, merchantNo: ctx.auth.merchantNo, ip: ctx.ip, userAgent: ctx.userAgent });

/** The portal's own address for links the owner opens on a phone: PUBLIC_URL, else the request's origin. */
const baseOf = (deps: ServerDeps, request: FastifyRequest) => publicBase(deps.config, request);

export function registerOnboardingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(
    app,
    {
      method: 'GET',
      url: '/merLogin/cache/improveInformation',
      permission: ONBOARDING_CODE,
      applicant: true,
      query: draftQuery,
      response: draftData.nullable(),
      summary: 'The saved draft of the application wizard',
      tags,
    },
    async (ctx) => onboarding.getDraft(db, callerOf(ctx), onboarding.draftKeyOf(callerOf(ctx), ctx.query.mode, ctx.query.businessType)),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/merLogin/cache/improveInformation',
      permission: ONBOARDING_CODE,
      applicant: true,
      body: draftBody,
      response: draftData,
      summary: 'Save the application wizard draft',
      tags,
    },
    async (ctx) => {
      const c = callerOf(ctx);
      return onboarding.saveDraft(db, c, {
        key: onboarding.draftKeyOf(c, ctx.body.mode, ctx.body.businessType),
        step: ctx.body.step,
        data: ctx.body.data,
        now: deps.now(),
      });
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/merLogin/improveInformation',
      permission: ONBOARDING_CODE,
      applicant: true,
      body: submitBody,
      response: approvalRecord,
      summary: 'Submit the network application (or a supplement, or an additional account)',
      tags,
    },
    async (ctx) =>
      onboarding.submitApplication(deps, callerOf(ctx), {
        mode: ctx.body.mode,
        businessType: ctx.body.businessType,
        application: ctx.body.application,
        now: deps.now(),
      }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/merLogin/getApplication',
      permission: ONBOARDING_CODE,
      applicant: true,
      query: draftQuery,
      response: applicationView,
      summary: 'The current application: approval status and data',
      tags,
    },
    async (ctx) => onboarding.viewApplication(db, callerOf(ctx), ctx.query.mode),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/merLogin/cancelApplication',
      permission: ONBOARDING_CODE,
      applicant: true,
      body: cancelBody,
      response: approvalRecord,
      summary: 'Withdraw an application waiting for review',
      tags,
    },
    async (ctx) => onboarding.cancelApplication(db, callerOf(ctx), ctx.body.orderNo, deps.now()),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/merchant/supplement/payout',
      permission: ONBOARDING_CODE,
      body: payoutBody,
      response: approvalRecord,
      summary: 'Apply for the payout business',
      tags,
    },
    async (ctx) => onboarding.submitPayout(deps, callerOf(ctx), { body: ctx.body, now: deps.now() }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/onboarding/bank/search',
      permission: 'self',
      query: bankSearchQuery,
      response: z.array(bankEntry),
      summary: 'Banks by name or SWIFT (at least 3 characters)',
      tags,
    },
    async (ctx) => searchBanks(db, { keyword: ctx.query.keyword }),
  );

  // ---- face authentication (supplement/jumio and the owner's phone page)

  route(
    app,
    {
      method: 'GET',
      url: '/merchant/face/list',
      permission: ONBOARDING_CODE,
      response: faceOverview,
      summary: "Owners' face authentication and the company's state",
      tags,
    },
    async (ctx) => face.faceOverview(db, ctx.scope[0]!, baseOf(deps, ctx.request), deps.now()),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/merchant/face/start',
      permission: ONBOARDING_CODE,
      body: faceStartBody,
      response: faceCheck,
      summary: 'A face authentication link and QR code for one owner',
      tags,
    },
    async (ctx) =>
      face.startFace(db, {
        merchantNo: ctx.scope[0]!,
        personKey: ctx.body.personKey,
        ownerName: ctx.body.ownerName,
        base: baseOf(deps, ctx.request),
        actor: ctx.actor,
        now: deps.now(),
      }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/face/session',
      permission: 'public',
      query: faceTokenQuery,
      response: faceSession,
      summary: 'The owner-facing face authentication page',
      tags,
    },
    async (ctx) => face.faceSession(db, ctx.query.token, deps.now()),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/face/submit',
      permission: 'public',
      query: faceTokenQuery,
      response: faceSession,
      summary: 'The owner sends a selfie and an ID photo (multipart: selfie, idPhoto)',
      tags,
    },
    async (ctx) => {
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
    },
  );
}

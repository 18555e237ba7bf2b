import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/enrolment';
import type { EnrolmentKind } from '@crossbill/contracts/enrolment-states';
import type { ServerDeps } from '../../deps.ts';
import { route } from '../../platform/http/route.ts';
import { requestClose, saveEnrolment } from './service.ts';
import { enrolmentDetail, listEnrolments } from './views.ts';

type Ctx = { actor: { userId: number; name: string; ip: string; userAgent: string } };
const operator = (ctx: Ctx) => ({ kind: 'operator' as const, ...ctx.actor });
const answer = (r: { enrolmentId: string; status: string }) => ({ enrolmentId: r.enrolmentId, status: r.status as never });

/** risk/alert-enrolment and risk/rdr-enrolment: the same handlers, each kind under its own codes. */
export function registerEnrolmentRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const kinds = [
    ['alerts', endpoints.listAlertEnrolments, endpoints.getAlertEnrolment, endpoints.saveAlertEnrolment, endpoints.closeAlertEnrolment],
    ['rdr', endpoints.listRdrEnrolments, endpoints.getRdrEnrolment, endpoints.saveRdrEnrolment, endpoints.closeRdrEnrolment],
  ] as const;
  for (const [kind, list, get, save, close] of kinds) {
    const k: EnrolmentKind = kind;
    route(app, list, (ctx) => listEnrolments(deps.db, ctx.scope, { ...ctx.query, kind: k }));
    route(app, get, (ctx) => enrolmentDetail(deps.db, ctx.scope, { kind: k, enrolmentId: ctx.query.enrolmentId }));
    route(app, save, async (ctx) =>
      answer(
        await deps.db.transaction((tx) => saveEnrolment(tx, { merchantNo: ctx.scope[0]!, kind: k, input: ctx.body, actor: operator(ctx), now: deps.now() })),
      ),
    );
    route(app, close, async (ctx) =>
      answer(
        await deps.db.transaction((tx) =>
          requestClose(tx, { scope: ctx.scope, kind: k, enrolmentId: ctx.body.enrolmentId, actor: operator(ctx), now: deps.now() }),
        ),
      ),
    );
  }
}

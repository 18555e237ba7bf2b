import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/tracking';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import * as imports from '../imports/service.ts';
import { saveTracking, TRACKING_IMPORT, TRACKING_PARSE_JOB, trackingBatchView } from './tracking.ts';

export function registerTrackingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, endpoints.saveTracking, (ctx) => saveTracking(db, ctx.scope, ctx.body, ctx.actor));

  imports.registerImportFileRoutes(
    app,
    deps,
    { template: endpoints.trackingTemplate, upload: endpoints.uploadTrackingBatch, detail: endpoints.getTrackingBatch, report: endpoints.trackingBatchReport },
    { spec: TRACKING_IMPORT, parseJob: TRACKING_PARSE_JOB, view: trackingBatchView },
  );
}

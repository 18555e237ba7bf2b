import type { ServerDeps } from '../../deps.ts';
import type { JobDef } from '../../platform/jobs/jobs.ts';
import { autoReview, AUTO_REVIEW_JOB } from './service.ts';
import { autoDecideFace, FACE_DECIDE_JOB } from './face.ts';

/** Sandbox reviewers (config ONBOARDING_AUTO_REVIEW_MS, FACE_AUTO_DECIDE_MS): idempotent, a second run changes nothing. */
export function onboardingJobs(deps: ServerDeps): JobDef[] {
  return [
    { name: AUTO_REVIEW_JOB, handler: async (data) => void (await autoReview(deps, String(data.orderNo), deps.now())) },
    { name: FACE_DECIDE_JOB, handler: async (data) => void (await autoDecideFace(deps, Number(data.id), deps.now())) },
  ];
}

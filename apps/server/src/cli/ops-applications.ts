import { APPLICATION_STATUSES, SITE_CREATION_HOURS, type ApplicationStatus } from '@crossbill/contracts/application';
import { Codes } from '@crossbill/contracts/codes';
import { AppError } from '../platform/http/errors.ts';
import { applicationsForReview, reviewApplication } from '../modules/application/service.ts';
import type { OpsCommand } from './ops-command.ts';

/** Provider review of merchants' stores and websites (application/list): list, approve, reject. */
export const APPLICATION_COMMANDS: OpsCommand[] = [
  {
    name: 'applications list',
    args: '[--status waiting|pass|fail] [--limit <n>]',
    summary: 'Applications (stores, websites) to review, oldest first; --status picks another state',
    options: { status: { type: 'string' }, limit: { type: 'string' } },
    async run({ database, values, out }) {
      const status = String(values.status ?? 'waiting');
      if (!(APPLICATION_STATUSES as readonly string[]).includes(status)) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'application.unknownStatus' });
      const limit = Math.min(Math.max(Number(values.limit ?? 50) || 50, 1), 500);
      const rows = await applicationsForReview(database.db, { status: status as ApplicationStatus, limit });
      if (rows.length === 0) return out(`No applications in state ${status}.`);
      out(['appId', 'merchant', 'type', 'name', 'url', 'created (UTC)'].join('\t'));
      for (const r of rows) out([r.appId, r.merchantNo, r.type, r.name, r.url, r.createTime].join('\t'));
    },
  },
  {
    name: 'applications approve',
    args: '--id <appId> [--comment <text>]',
    summary: `Approve an application in review (the site is created within ${SITE_CREATION_HOURS} hours)`,
    options: { id: { type: 'string' }, comment: { type: 'string' } },
    required: ['id'],
    async run({ database, values, out }) {
      const r = await reviewApplication(database.db, {
        appId: String(values.id),
        decision: 'pass',
        comment: values.comment as string | undefined,
        now: new Date(),
      });
      out(`Approved ${r.appId} (${r.name}).`);
    },
  },
  {
    name: 'applications reject',
    args: '--id <appId> --comment <reason, 1-200 characters>',
    summary: 'Reject an application in review with a reason the merchant sees; it may then edit and resubmit',
    options: { id: { type: 'string' }, comment: { type: 'string' } },
    required: ['id', 'comment'],
    async run({ database, values, out }) {
      const r = await reviewApplication(database.db, { appId: String(values.id), decision: 'fail', comment: String(values.comment), now: new Date() });
      out(`Rejected ${r.appId} (${r.name}): ${r.comments ?? ''}`);
    },
  },
];

// Provider-side review of network applications and face authentication (`npm run ops -- onboarding ...`, `face ...`).
import { AppError } from '../platform/http/errors.ts';
import { Codes } from '@crossbill/contracts/codes';
import { reviewApplication, reviewQueue } from '../modules/onboarding/service.ts';
import { decideFace, faceQueue } from '../modules/onboarding/face.ts';
import { createMailer } from '../platform/mail/mail.ts';
import type { OpsCommand, OpsContext } from './ops-command.ts';

const reviewer = () => `ops:${process.env.USER ?? 'cli'}`;
/** A decision mails the applicant: SMTP_URL, else the outbox, as the server would. */
const decisionDeps = ({ database, config }: Pick<OpsContext, 'database' | 'config'>) => ({
  db: database.db,
  config,
  mail: createMailer(database.db, config.SMTP_URL),
});

function decision(name: string, decision: 'approve' | 'reject' | 'suspend' | 'process', summary: string, withComment = false): OpsCommand {
  return {
    name: `onboarding ${name}`,
    args: `--order <orderNo>${withComment ? ' --comment <text>' : decision === 'suspend' ? ' [--comment <text>]' : ''}`,
    summary,
    options: { order: { type: 'string' }, comment: { type: 'string' } },
    required: withComment ? ['order', 'comment'] : ['order'],
    async run({ database, config, values, out }: OpsContext) {
      const row = await reviewApplication(decisionDeps({ database, config }), {
        orderNo: String(values.order),
        decision,
        comment: (values.comment as string | undefined) ?? null,
        reviewer: reviewer(),
        now: new Date(),
      });
      out(`Application ${row.orderNo} (${row.merchantNo}, ${row.legalName}) is now ${row.status}.`);
    },
  };
}

export const ONBOARDING_COMMANDS: OpsCommand[] = [
  {
    name: 'onboarding list',
    args: '[--all]',
    summary: 'Applications waiting for review (waiting, processing, suspend); --all adds decided ones',
    options: { all: { type: 'boolean' } },
    async run({ database, values, out }) {
      const rows = await reviewQueue(database.db, values.all ? ['waiting', 'processing', 'suspend', 'pass', 'fail', 'cancel'] : undefined);
      if (rows.length === 0) return out('No applications.');
      for (const r of rows)
        out(
          `${r.orderNo}  ${r.kind.padEnd(7)}  ${r.status.padEnd(10)}  ${r.merchantNo}  ${r.legalName}  submitted ${r.submittedAt.toISOString()}${r.comments ? `  "${r.comments}"` : ''}`,
        );
    },
  },
  decision('process', 'process', 'Take an application into review (processing)'),
  decision('approve', 'approve', 'Approve an application: the merchant account becomes active'),
  decision('reject', 'reject', 'Reject an application with a comment (1-200 characters): the merchant may modify and resubmit', true),
  decision('suspend', 'suspend', 'Suspend the review of an application: more information is needed (the comment tells what)'),
  {
    name: 'face list',
    args: '[--all]',
    summary: "Owners' face authentication waiting for a decision (pending); --all adds the others",
    options: { all: { type: 'boolean' } },
    async run({ database, values, out }) {
      const rows = await faceQueue(database.db, values.all ? ['pending_scan', 'pending', 'approved', 'rejected'] : undefined);
      if (rows.length === 0) return out('No face checks.');
      for (const r of rows) out(`${String(r.id).padStart(6)}  ${r.status.padEnd(12)}  ${r.merchantNo}  ${r.ownerName}`);
    },
  },
  ...(['approve', 'reject'] as const).map((d): OpsCommand => ({
    name: `face ${d}`,
    args: `--id <check id>${d === 'reject' ? ' [--reason <text>]' : ''}`,
    summary: d === 'approve' ? "Approve an owner's face authentication" : "Reject an owner's face authentication (the merchant sends a new link)",
    options: { id: { type: 'string' }, reason: { type: 'string' } },
    required: ['id'],
    async run({ database, config, values, out }) {
      const id = Number(values.id);
      if (!Number.isInteger(id) || id <= 0) throw new AppError(Codes.BAD_REQUEST);
      const row = await decideFace(decisionDeps({ database, config }), {
        id,
        decision: d === 'approve' ? 'approved' : 'rejected',
        reason: (values.reason as string | undefined) ?? null,
        reviewer: reviewer(),
        now: new Date(),
      });
      out(`Face check ${row.id} of ${row.ownerName} (${row.merchantNo}) is now ${row.status}.`);
    },
  })),
];

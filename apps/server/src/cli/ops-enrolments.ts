import { ENROLMENT_KINDS, ENROLMENT_STATUSES, type EnrolmentKind, type EnrolmentStatus } from '@crossbill/contracts/enrolment-states';
import type { OpsCommand } from './ops-command.ts';
import { advanceEnrolment, failEnrolment, recentEnrolments, type EnrolmentRow } from '../modules/enrolment/service.ts';

/** The provider's enrolment desk (`npm run ops -- enrolments …`): the network's side of spec 4's states. */
const line = (r: EnrolmentRow) =>
  `${r.enrolmentId}  ${r.merchantNo}  ${r.kind}  ${r.merchantIdentifier}  ${r.status}  since ${r.statusChangedAt.toISOString()}`;

const oneOf = <T extends string>(name: string, all: readonly T[], v: unknown): T | undefined => {
  if (v === undefined) return undefined;
  if (!(all as readonly string[]).includes(String(v))) throw new Error(`--${name}: one of ${all.join(', ')}`);
  return String(v) as T;
};

export const ENROLMENT_COMMANDS: OpsCommand[] = [
  {
    name: 'enrolments advance',
    args: '--id <enrolmentId> [--note <text>]',
    summary:
      'The network moves an enrolment one state on (pending enrolment → enrolling → enrolled; initiated close → pending disenrolment → disenrolling → disenrolled)',
    options: { id: { type: 'string' }, note: { type: 'string' } },
    required: ['id'],
    async run({ database, values, out }) {
      const note = values.note === undefined ? undefined : String(values.note).trim().slice(0, 500);
      const r = await database.db.transaction((tx) => advanceEnrolment(tx, { enrolmentId: String(values.id), note, actor: { kind: 'ops' }, now: new Date() }));
      out(`Enrolment ${r.enrolmentId}: ${r.status}.`);
    },
  },
  {
    name: 'enrolments fail',
    args: '--id <enrolmentId> --reason <text>',
    summary: 'The network refuses the activation of a pending or enrolling enrolment: disenrolled (activation failed), with the reason',
    options: { id: { type: 'string' }, reason: { type: 'string' } },
    required: ['id', 'reason'],
    async run({ database, values, out }) {
      const reason = String(values.reason).trim().slice(0, 500);
      if (!reason) throw new Error('--reason: say why the activation failed');
      const r = await database.db.transaction((tx) => failEnrolment(tx, { enrolmentId: String(values.id), reason, actor: { kind: 'ops' }, now: new Date() }));
      out(`Enrolment ${r.enrolmentId}: ${r.status} (${reason}).`);
    },
  },
  {
    name: 'enrolments list',
    args: `[--status ${ENROLMENT_STATUSES.join('|')}] [--kind ${ENROLMENT_KINDS.join('|')}]`,
    summary: 'The latest enrolments of every merchant (100), newest first',
    options: { status: { type: 'string' }, kind: { type: 'string' } },
    async run({ database, values, out }) {
      const status = oneOf<EnrolmentStatus>('status', ENROLMENT_STATUSES, values.status);
      const kind = oneOf<EnrolmentKind>('kind', ENROLMENT_KINDS, values.kind);
      const rows = await recentEnrolments(database.db, { status, kind, limit: 100 });
      if (rows.length === 0) return out('No enrolment.');
      for (const r of rows) out(line(r));
    },
  },
];

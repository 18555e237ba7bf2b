import type { OpsCommand } from './ops-command.ts';
import { moneyText } from '@crossbill/contracts/refund';
import { decide, openForProvider, type ProviderDecision } from '../modules/refund/service.ts';

/** The provider's refund desk (`npm run ops -- refunds …`): reviews above the threshold and manual refunds. */
const decision = (d: ProviderDecision, summary: string, needsComment = false): OpsCommand => ({
  name: `refunds ${d}`,
  args: `--id <refundId>${needsComment ? ' --comment <text>' : ' [--comment <text>]'}`,
  summary,
  options: { id: { type: 'string' }, comment: { type: 'string' } },
  required: needsComment ? ['id', 'comment'] : ['id'],
  async run({ database, values, out }) {
    const comment = values.comment === undefined ? undefined : String(values.comment).trim().slice(0, 200);
    if (needsComment && !comment) throw new Error('--comment: a reason of 1-200 characters');
    const r = await decide(database.db, { refundId: String(values.id), decision: d, comment, now: new Date() });
    out(`Refund ${r.refundId} of merchant ${r.merchantNo}: ${r.status} (review ${r.reviewStatus}).`);
  },
});

export const REFUND_COMMANDS: OpsCommand[] = [
  {
    name: 'refunds list',
    args: '',
    summary: 'Refunds waiting for the provider: pending review, manual processing, cannot refund online',
    options: {},
    async run({ database, out }) {
      const rows = await openForProvider(database.db);
      if (rows.length === 0) return out('No refund is waiting.');
      for (const r of rows)
        out(
          `${r.refundId}  ${r.merchantNo}  ${r.transactionId}  ${moneyText(r.amount, r.currency)} ${r.currency}  ${r.status}  ${r.appliedAt.toISOString()}  ${r.reason}`,
        );
    },
  },
  decision('approve', 'Approve a refund in review: it is refunded at once (or goes to manual processing when the method cannot refund online)'),
  decision('reject', 'Decline a refund in review (review rejected); the reserved amount becomes refundable again', true),
  decision('complete', 'A manually processed refund (or one that cannot go online) has been paid back: book it'),
  decision('fail', 'A manually processed refund could not be paid back: close it without money moving', true),
];

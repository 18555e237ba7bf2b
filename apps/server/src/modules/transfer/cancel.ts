import { Codes } from '@crossbill/contracts/codes';
import type { Language } from '@crossbill/contracts/constants';
import { CANCELLABLE_STATUSES, type Transfer, type TransferDetail } from '@crossbill/contracts/transfer';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { onPayeeDelete } from '../payee/service.ts';
import { cancel as cancelApproval, isApproverOf } from '../transfer-approval/service.ts';
import { release } from './execution.ts';
import { toDto } from './service.ts';
import * as store from './store.ts';
import type { TransferRow } from './store.ts';

/**
 * Cancelling a transfer before it runs, and what a payee's deletion must respect.
 *
 * A transfer waiting for approval or scheduled still has its money frozen and nothing on the rail:
 * its submitter or any approver of its flow may cancel it. One transaction ends the approval flow,
 * releases the frozen money (ledger `transfer.release`), marks the transfer cancelled and audits who
 * did it. Locks are taken flow first, then transfer, the approval engine's order (a decision arriving
 * at the same time is serialised, never deadlocked): the loser sees a closed flow or a cancelled transfer.
 */

/** The people who may cancel a transfer: the one who submitted it, and the approvers of its flow. */
async function isParty(db: Executor, scope: string[], row: TransferRow, userId: number): Promise<boolean> {
  if (row.submitterUserId === userId) return true;
  return row.approvalFlowId !== null && isApproverOf(db, scope, row.approvalFlowId, userId);
}

const cancellable = (row: TransferRow) => CANCELLABLE_STATUSES.includes(row.status);

/** GET /transfer/detail: the transfer and whether the viewer may cancel it now. */
export async function getTransferDetail(db: Executor, scope: string[], input: { id: number; userId: number; lang: Language }): Promise<TransferDetail> {
  const row = await store.transferById(db, scope, input.id);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return { ...toDto(row, input.lang), canCancel: cancellable(row) && (await isParty(db, scope, row, input.userId)) };
}

export async function cancelTransfer(
  db: Db,
  scope: string[],
  input: { id: number; actor: { userId: number; ip?: string; userAgent?: string }; now: Date; lang: Language },
): Promise<Transfer> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const seen = await store.transferById(tx, scope, input.id);
    if (!seen) throw new AppError(Codes.NOT_FOUND);
    if (!(await isParty(tx, scope, seen, input.actor.userId))) throw new AppError(Codes.TRANSFER_CANCEL_NOT_ALLOWED);
    // the flow first (its row lock), then the transfer: the approval engine's order
    if (seen.approvalFlowId !== null)
      await cancelApproval(tx, { flowId: seen.approvalFlowId, merchantNo: seen.merchantNo, reason: 'transfer cancelled', now: input.now });
    const row = (await store.lockTransfer(tx, seen.id))!;
    if (!cancellable(row)) throw new AppError(Codes.TRANSFER_NOT_CANCELLABLE);
    await release(tx, row, 'cancelled', 'transfer.cancelled', input.now, input.actor);
    return toDto({ ...row, status: 'cancelled', failureReason: 'transfer.cancelled', completedAt: input.now }, input.lang);
  });
}

let unregisterGuard: (() => void) | null = null;
/**
 * A payee with transfers waiting for approval or scheduled cannot be deleted (PAYEE_IN_USE): they
 * would still pay its snapshot, but the merchant deleting it means to stop paying it, and should
 * cancel them first. Registered once at composition (app.ts).
 */
export function registerTransferPayeeGuard(): void {
  unregisterGuard?.();
  unregisterGuard = onPayeeDelete(async (tx, payee) => {
    if (payee.purpose !== 'transfer') return;
    if ((await store.openTransferCount(tx, payee.merchantNo, payee.id)) > 0) throw new AppError(Codes.PAYEE_IN_USE);
  });
}

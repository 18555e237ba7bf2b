import { SANDBOX_FAILING_ACCOUNT_SUFFIX } from '@crossbill/contracts/disbursement';
import type { TransferStatus } from '@crossbill/contracts/transfer';
import { maskAccount } from '@crossbill/contracts/payee';
import type { Db, Tx } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import * as ledger from '../ledger/service.ts';
import type { Actor } from '../access/service.ts';
import { cancel as cancelApproval, lockFlow, onApprovalFinished, type ApprovalOutcome } from '../transfer-approval/service.ts';
import { announceTransfer } from './announce.ts';
import * as store from './store.ts';
import type { TransferRow } from './store.ts';
import { transferRunAt } from '@crossbill/contracts/business-time';

export const EXECUTE_JOB = 'transfer.execute';

/** Frozen money back to available, and the transfer's final status (by a person when `actor` is given). */
export async function release(
  tx: Tx,
  t: TransferRow,
  status: Extract<TransferStatus, 'rejected' | 'cancelled' | 'failed'>,
  reason: string | null,
  at: Date,
  actor: Actor = { userId: null },
) {
  await ledger.post(tx, {
    kind: 'transfer.release',
    reference: t.serialNo,
    merchantNo: t.merchantNo,
    at,
    postings: ledger.payoutPostings.release(t.merchantNo, t.sendCurrency, t.debitAmount),
  });
  await store.updateTransfer(tx, t.id, { status, failureReason: reason, completedAt: at });
  if (status === 'failed') await announceTransfer(tx, t, 'failed', reason, at);
  await audit(tx, {
    ...actor,
    merchantNo: t.merchantNo,
    action: `transfer.${status}`,
    target: t.serialNo,
    summary: { reason, released: t.debitAmount.toString(), currency: t.sendCurrency },
  });
}

/** The sandbox payout rail refuses payee accounts ending in the documented digits (4040). */
const railAccepts = (account: string) => !account.endsWith(SANDBOX_FAILING_ACCOUNT_SUFFIX);

/** Which status an approved transfer goes on in: its date still ahead → scheduled; else processing. */
const afterApproval = (t: TransferRow, now: Date): TransferStatus => (t.scheduledDate && t.dueAt.getTime() > now.getTime() ? 'scheduled' : 'processing');

/** The engine's finished-hook: approved → on its way (or waits for its date); rejected → released. */
async function onFinished(tx: Tx, outcome: ApprovalOutcome): Promise<void> {
  const t = await store.lockTransferBySerial(tx, outcome.merchantNo, outcome.subjectId);
  if (!t || t.status !== 'pending_approval') return;
  if (outcome.status === 'rejected') return release(tx, t, 'rejected', outcome.reason, outcome.at);
  const status = afterApproval(t, outcome.at);
  await store.updateTransfer(tx, t.id, { status });
  await audit(tx, { userId: outcome.userId, merchantNo: t.merchantNo, action: 'transfer.approved', target: t.serialNo, summary: { status } });
}

let unregister: (() => void) | null = null;
/** Registered once at composition (app.ts). */
export function registerTransferApprovalHandler(): void {
  unregister?.();
  unregister = onApprovalFinished('transfer', onFinished);
}

/** Money on the rail, to the account in the transfer's snapshot (never the payee as it is now). */
async function dispatch(tx: Tx, t: TransferRow, at: Date): Promise<void> {
  await ledger.post(tx, {
    kind: 'transfer.dispatch',
    reference: t.serialNo,
    merchantNo: t.merchantNo,
    at,
    // what is not the fee (the debit less it) buys the payee's currency when it differs
    postings: ledger.payoutPostings.dispatch({
      merchantNo: t.merchantNo,
      currency: t.sendCurrency,
      frozen: t.debitAmount,
      fee: t.fee,
      paidCurrency: t.receiveCurrency,
      paid: t.receiveAmount,
    }),
  });
  await store.updateTransfer(tx, t.id, { dispatchedAt: at });
  const p = t.payeeSnapshot;
  await audit(tx, {
    userId: null,
    merchantNo: t.merchantNo,
    action: 'transfer.dispatch',
    target: t.serialNo,
    summary: {
      payeeId: p.id,
      name: p.name,
      country: p.country,
      method: p.method,
      bank: p.bankName,
      swift: p.swift,
      account: maskAccount(p.account),
      currency: t.receiveCurrency,
    },
  });
}

/**
 * Carry one transfer forward, as far as it may go now. Each step locks the row and checks its
 * state, so a retried job or the sweep books nothing twice:
 * - waiting for approval at its payment date's run → approval cancelled, funds released;
 * - scheduled and due → processing;
 * - processing → the rail: refused → released (failed); accepted → dispatched, then paid.
 */
export async function executeTransfer(db: Db, id: number, now: () => Date): Promise<TransferStatus | null> {
  const first = await db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const at = now();
    // a transfer still waiting for approval on its date cancels its flow: the flow's lock first, as a
    // decision takes it (lockFlow), or an approval at this moment and this run would deadlock
    const peek = await store.transferOf(tx, id);
    if (peek?.status === 'pending_approval' && peek.approvalFlowId !== null && peek.dueAt.getTime() <= at.getTime())
      await lockFlow(tx, peek.merchantNo, peek.approvalFlowId);
    const row = await store.lockTransfer(tx, id);
    if (!row) return null;
    if (row.dueAt.getTime() > at.getTime() && row.status !== 'processing') return row;
    if (row.status === 'pending_approval' && row.scheduledDate) {
      if (row.approvalFlowId !== null)
        await cancelApproval(tx, { flowId: row.approvalFlowId, merchantNo: row.merchantNo, reason: 'approval not complete by the payment date', now: at });
      await release(tx, row, 'cancelled', 'transfer.approvalTimeout', at);
      return { ...row, status: 'cancelled' as const };
    }
    let current = row;
    if (row.status === 'scheduled') {
      await store.updateTransfer(tx, id, { status: 'processing' });
      current = { ...row, status: 'processing' };
    }
    if (current.status !== 'processing' || current.dispatchedAt) return current;
    // the account approved at submission is the one paid: the payee's later edits do not reach here
    if (!railAccepts(current.payeeSnapshot.account)) {
      await release(tx, current, 'failed', 'transfer.railRejected', at);
      return { ...current, status: 'failed' as const };
    }
    await dispatch(tx, current, at);
    return { ...current, dispatchedAt: at };
  });
  if (!first || first.status !== 'processing' || !first.dispatchedAt) return first?.status ?? null;

  // the sandbox rail confirms at once; a real rail would call back (or be polled) before this step
  return db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const row = await store.lockTransfer(tx, id);
    if (!row || row.status !== 'processing' || !row.dispatchedAt) return row?.status ?? null;
    const at = now();
    await ledger.post(tx, {
      kind: 'transfer.settle',
      reference: row.serialNo,
      merchantNo: row.merchantNo,
      at,
      postings: ledger.payoutPostings.settle(row.receiveCurrency, row.receiveAmount),
    });
    await store.updateTransfer(tx, id, { status: 'paid', completedAt: at });
    await announceTransfer(tx, row, 'paid', null, at);
    await audit(tx, { userId: null, merchantNo: row.merchantNo, action: 'transfer.paid', target: row.serialNo });
    return 'paid' as const;
  });
}

/** The sweep: every open transfer due now (immediate ones processing, scheduled ones at 10:00 Beijing on their date). */
export async function runDueTransfers(db: Db, now: () => Date): Promise<number> {
  const ids = await store.dueTransferIds(db, now(), 200);
  for (const id of ids) await executeTransfer(db, id, now);
  return ids.length;
}

/** When the job of a transfer should run: at once, or 10:00 Beijing on its payment date. */
export const runAt = (t: { scheduledDate: string | null }, now: Date): Date =>
  t.scheduledDate && transferRunAt(t.scheduledDate).getTime() > now.getTime() ? transferRunAt(t.scheduledDate) : now;

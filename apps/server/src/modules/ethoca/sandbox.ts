import type { SandboxEthocaInput } from '@crossbill/contracts/ethoca';
import type { Tx } from '../../platform/db/client.ts';
import type { ServerDeps } from '../../deps.ts';
import { kekOf } from '../payment/service.ts';
import { raiseAlert } from './service.ts';

/** The Payment API's sandbox call (POST /v1/sandbox/payments/{id}/ethoca), wired by the composition root like the dispute one. */
export const apiEthoca =
  (deps: Pick<ServerDeps, 'config' | 'now'>) => async (tx: Tx, q: { merchantNo: string; transactionId: string } & SandboxEthocaInput) => {
    const a = await raiseAlert(tx, {
      merchantNo: q.merchantNo,
      match: { transactionId: q.transactionId },
      type: q.type,
      amount: q.amount,
      reasonCode: q.reasonCode,
      cardNumber: q.cardNumber,
      liability: q.liability,
      cardKey: kekOf(deps.config),
      actor: { kind: 'sandbox' },
      now: deps.now(),
    });
    return { alertId: a.alertId, ethocaId: a.ethocaId, caseId: a.caseId, status: a.status, dueAt: a.dueAt.toISOString() };
  };

import { sandboxEthocaBody, sandboxEthocaResult } from '@crossbill/contracts/ethoca';
import type { ServerDeps } from '../../deps.ts';
import { kekOf, sandboxEvent } from '../payment/service.ts';
import { raiseAlert } from './service.ts';

/** POST /v1/sandbox/payments/{id}/ethoca, wired by the composition root. */
export const apiEthoca = (deps: Pick<ServerDeps, 'config' | 'now'>) =>
  sandboxEvent({
    name: 'ethoca',
    summary:
      'the network sends an Ethoca-type alert or case on a captured payment (type, amount: the captured amount when absent, reason code, card number kept as BIN, last four and a keyed hash); the merchant answers it in the portal within the response window',
    body: sandboxEthocaBody,
    result: sandboxEthocaResult,
    run: async (tx, q) => {
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
    },
  });

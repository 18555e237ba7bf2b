import type { SandboxFraudInput, SandboxFraudResult } from '@crossbill/contracts/fraud';
import type { Tx } from '../../platform/db/client.ts';
import type { ServerDeps } from '../../deps.ts';
import { raiseFraud } from './service.ts';

/** The Payment API's sandbox fraud call (POST /v1/sandbox/payments/{id}/fraud), wired by the composition root. */
export const apiFraud =
  (deps: Pick<ServerDeps, 'now'>) =>
  async (tx: Tx, q: { merchantNo: string; transactionId: string } & SandboxFraudInput): Promise<SandboxFraudResult> => {
    const r = await raiseFraud(tx, {
      merchantNo: q.merchantNo,
      transactionId: q.transactionId,
      fraudType: q.fraudType,
      notifiedAt: q.notifiedAt ? new Date(q.notifiedAt) : undefined,
      actor: { kind: 'sandbox' },
      now: deps.now(),
    });
    return { notificationId: r.notificationId, fraudType: r.fraudType, transactionId: r.transactionId };
  };

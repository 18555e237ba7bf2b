import { sandboxFraudBody, sandboxFraudResult, type SandboxFraudResult } from '@crossbill/contracts/fraud';
import type { ServerDeps } from '../../deps.ts';
import { sandboxEvent } from '../payment/service.ts';
import { raiseFraud } from './service.ts';

/** POST /v1/sandbox/payments/{id}/fraud, wired by the composition root. */
export const apiFraud = (deps: Pick<ServerDeps, 'now'>) =>
  sandboxEvent({
    name: 'fraud',
    summary:
      'the issuer reports a captured Visa (TC40) or Mastercard (SAFE) payment as fraud (fraud type: card-absent fraud of its scheme when absent); no money moves',
    body: sandboxFraudBody,
    result: sandboxFraudResult,
    run: async (tx, q): Promise<SandboxFraudResult> => {
      const r = await raiseFraud(tx, {
        merchantNo: q.merchantNo,
        transactionId: q.transactionId,
        fraudType: q.fraudType,
        notifiedAt: q.notifiedAt ? new Date(q.notifiedAt) : undefined,
        actor: { kind: 'sandbox' },
        now: deps.now(),
      });
      return { notificationId: r.notificationId, fraudType: r.fraudType, transactionId: r.transactionId };
    },
  });

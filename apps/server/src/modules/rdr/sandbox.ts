import { sandboxRdrBody, sandboxRdrResult } from '@crossbill/contracts/rdr';
import type { ServerDeps } from '../../deps.ts';
import { pricingOf } from '../dispute/service.ts';
import { sandboxEvent } from '../payment/service.ts';
import { refundPolicyOf } from '../refund/service.ts';
import { raiseRdr } from './service.ts';

/** POST /v1/sandbox/payments/{id}/rdr, wired by the composition root. */
export const apiRdr = (deps: ServerDeps) =>
  sandboxEvent({
    name: 'rdr',
    summary:
      "the network sends an RDR alert on a captured Visa payment (amount: what the payment still holds when absent; Visa reason code, 13.1 when absent); the merchant's RDR enrolment rules decide it at once: accepted, it is refunded; declined, it becomes a chargeback",
    body: sandboxRdrBody,
    result: sandboxRdrResult,
    run: async (tx, q) => {
      const a = await raiseRdr(tx, {
        merchantNo: q.merchantNo,
        match: { transactionId: q.transactionId },
        amount: q.amount,
        reasonCode: q.reasonCode,
        refundPolicy: refundPolicyOf(deps),
        pricing: pricingOf(deps),
        actor: 'sandbox',
        now: deps.now(),
      });
      return { alertId: a.alertId, outcome: a.outcome, rule: a.rule, refundId: a.refundId, chargebackId: a.chargebackId };
    },
  });

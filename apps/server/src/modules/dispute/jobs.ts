import { CATEGORY_SECTIONS, type ReasonCategory } from '@crossbill/contracts/dispute-reasons';
import { moneyText } from '@crossbill/contracts/refund';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { sandboxDisputeBody, sandboxDisputeResult, type SandboxDisputeResult } from '@crossbill/contracts/dispute';
import { sandboxEvent } from '../payment/service.ts';
import { expireInquiries, raiseInquiry } from './inquiries.ts';
import { mailNewChargebacks, mailReminders } from './mails.ts';
import { pricingOf } from './money.ts';
import { decideRebuttal, expireOne, raiseChargeback } from './service.ts';
import * as store from './store.ts';

/** The minute sweep of disputes: every step is idempotent (rows re-checked under their lock, mails claimed once). */
export const DISPUTE_SWEEP_JOB = 'dispute.sweep';

/**
 * Test cards that draw a chargeback some minutes after capture (README, sandbox): BIN and last 4
 * (all that is stored of a card) → the Visa code raised (card-absent fraud for fraud).
 */
export const CHARGEBACK_TEST_CARDS: ReadonlyArray<{ number: string; category: ReasonCategory; reasonCode: string }> = [
  { number: '4000000000002610', category: 'fraud', reasonCode: '10.4' },
  { number: '4000000000002628', category: 'product_not_received', reasonCode: '13.1' },
  { number: '4000000000002636', category: 'not_as_described', reasonCode: '13.3' },
  { number: '4000000000002644', category: 'credit_not_processed', reasonCode: '13.6' },
  { number: '4000000000002651', category: 'duplicate', reasonCode: '12.6.1' },
  { number: '4000000000002669', category: 'cancelled_recurring', reasonCode: '13.2' },
];

/**
 * The sandbox issuer's rule for a submitted rebuttal (README): it wins when its description holds
 * the word WIN, or when every evidence section its reason asks for (but "other") has text or a
 * document; otherwise it is lost.
 */
export async function issuerOutcome(db: Db, chargebackId: string): Promise<'won' | 'lost'> {
  const cb = (await store.selectChargeback(db, { chargebackId, scope: null }))!;
  const r = await store.selectRebuttal(db, { chargebackId, round: cb.round });
  if (!r) return 'lost';
  if (/\bWIN\b/.test(r.description)) return 'won';
  const docs = (await store.selectDocuments(db, chargebackId)).filter((d) => d.rebuttalId === r.id);
  const needed = CATEGORY_SECTIONS[cb.category].filter((s) => s !== 'other');
  return needed.every((s) => (r.evidence[s] ?? '').trim() !== '' || docs.some((d) => d.section === s)) ? 'won' : 'lost';
}

export interface SweepResult {
  raised: number;
  decided: number;
  expired: number;
  mailed: number;
}

export async function runDisputeSweep(deps: Pick<ServerDeps, 'db' | 'config' | 'rates' | 'mail'>, now: Date): Promise<SweepResult> {
  const pricing = pricingOf(deps);
  const out: SweepResult = { raised: 0, decided: 0, expired: 0, mailed: 0 };
  if (deps.config.SANDBOX) {
    const before = new Date(now.getTime() - deps.config.SANDBOX_CHARGEBACK_DELAY_MINUTES * 60_000);
    const cards = CHARGEBACK_TEST_CARDS.map((c) => ({ bin: c.number.slice(0, 6), last4: c.number.slice(-4), reasonCode: c.reasonCode }));
    for (const p of await store.selectTestCardPayments(deps.db, { cards, capturedBefore: before, limit: 100 })) {
      const card = cards.find((c) => c.bin === p.cardBin && c.last4 === p.cardLast4)!;
      const raised = await deps.db
        .transaction((tx) =>
          raiseChargeback(tx, pricing, {
            merchantNo: p.merchantNo,
            transactionId: p.transactionId,
            scheme: 'visa',
            reasonCode: card.reasonCode,
            source: 'test_card',
            actor: { kind: 'sandbox' },
            now,
          }),
        )
        .catch((e: unknown) => {
          // a rule refused this one (a settled payment whose merchant has too little available):
          // rolled back, the others go on, it is tried again at the next sweep
          if (e instanceof AppError) return null;
          throw e;
        });
      if (raised) out.raised++;
    }
    const submittedBefore = new Date(now.getTime() - deps.config.SANDBOX_ISSUER_DECISION_MINUTES * 60_000);
    for (const { chargebackId } of await store.selectSubmittedBefore(deps.db, { submittedBefore, limit: 100 })) {
      const outcome = await issuerOutcome(deps.db, chargebackId);
      await deps.db.transaction(async (tx) => {
        const cb = await store.selectChargeback(tx, { chargebackId, scope: null, lock: true });
        if (cb?.status === 'rebuttal_submitted')
          await decideRebuttal(tx, pricing, { chargebackId, outcome, comment: 'Sandbox issuer decision', actor: { kind: 'issuer' }, now });
      });
      out.decided++;
    }
  }
  for (const { chargebackId } of await store.selectOverdue(deps.db, now, 200))
    if (await deps.db.transaction((tx) => expireOne(tx, { chargebackId, now }))) out.expired++;
  out.expired += await expireInquiries(deps.db, now);
  out.mailed += await mailNewChargebacks(deps, now);
  out.mailed += await mailReminders(deps, now);
  return out;
}

export function disputeJobs(deps: ServerDeps): JobDef[] {
  return [{ name: DISPUTE_SWEEP_JOB, cron: '* * * * *', handler: async () => void (await runDisputeSweep(deps, deps.now())) }];
}

/** POST /v1/sandbox/payments/{id}/dispute, wired by the composition root. */
export const apiDispute = (deps: Pick<ServerDeps, 'config' | 'rates' | 'now'>) =>
  sandboxEvent({
    name: 'dispute',
    summary:
      "the issuer raises a chargeback on a captured payment (scheme, reason code, amount: full when absent, at most what the payment still holds); its amount and fee leave the merchant's balance",
    body: sandboxDisputeBody,
    result: sandboxDisputeResult,
    run: async (tx, q): Promise<SandboxDisputeResult> => {
      if (q.kind === 'inquiry') {
        const r = await raiseInquiry(tx, { ...q, now: deps.now() });
        return { kind: 'inquiry', chargebackId: null, inquiryId: r.inquiryId, status: r.status, amount: moneyText(r.amount, r.currency), currency: r.currency };
      }
      const cb = await raiseChargeback(tx, pricingOf(deps), { ...q, source: 'sandbox', actor: { kind: 'sandbox' }, now: deps.now() });
      return {
        kind: 'chargeback',
        chargebackId: cb.chargebackId,
        inquiryId: null,
        status: cb.status,
        amount: moneyText(cb.amount, cb.currency),
        currency: cb.currency,
      };
    },
  });

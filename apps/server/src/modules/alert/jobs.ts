import {
  SANDBOX_ALERT_DELAY_MINUTES,
  sandboxAlertBody,
  sandboxAlertResult,
  type AlertService,
  type AlertType,
  type SandboxAlertResult,
} from '@crossbill/contracts/alert';
import { moneyText } from '@crossbill/contracts/refund';
import { AppError } from '../../platform/http/errors.ts';
import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { pricingOf, raiseChargeback } from '../dispute/service.ts';
import { sandboxEvent } from '../payment/service.ts';
import { refundPolicyOf } from '../refund/service.ts';
import { autoRefundOne, closeByChargeback, closeOvertaken, dropFollow, lockFollowDue, raiseAlert } from './service.ts';
import * as store from './store.ts';

/** The minute sweep of pre-dispute alerts: every step is idempotent (rows re-checked under their lock). */
export const ALERT_SWEEP_JOB = 'alert.sweep';

/**
 * Test cards whose payments draw a pre-dispute alert SANDBOX_ALERT_DELAY_MINUTES after capture
 * (README, sandbox); the second one's issuer then files a chargeback unless the alert is refunded.
 */
export const ALERT_TEST_CARDS: ReadonlyArray<{ number: string; service: AlertService; type: AlertType; followChargeback: boolean }> = [
  { number: '4000000000003014', service: 'ethoca', type: 'fraud', followChargeback: false },
  { number: '4000000000003022', service: 'verifi_cdrn', type: 'dispute', followChargeback: true },
];

export interface AlertSweepResult {
  raised: number;
  autoRefunded: number;
  chargebacks: number;
  closed: number;
}

/** A rule refused this one (rolled back): the others go on; it is tried again at the next sweep. */
const refused = (e: unknown) => {
  if (e instanceof AppError) return null;
  throw e;
};

export async function runAlertSweep(deps: Pick<ServerDeps, 'db' | 'config' | 'rates'>, now: Date): Promise<AlertSweepResult> {
  const out: AlertSweepResult = { raised: 0, autoRefunded: 0, chargebacks: 0, closed: 0 };
  const policy = refundPolicyOf(deps);
  if (deps.config.SANDBOX) {
    const before = new Date(now.getTime() - SANDBOX_ALERT_DELAY_MINUTES * 60_000);
    const cards = ALERT_TEST_CARDS.map((c) => ({ ...c, bin: c.number.slice(0, 6), last4: c.number.slice(-4) }));
    for (const p of await store.selectTestCardPayments(deps.db, { cards, capturedBefore: before, limit: 100 })) {
      const card = cards.find((c) => c.bin === p.cardBin && c.last4 === p.cardLast4)!;
      const a = await deps.db
        .transaction((tx) =>
          raiseAlert(tx, {
            ...p,
            service: card.service,
            type: card.type,
            followChargeback: card.followChargeback,
            source: 'test_card',
            actor: { kind: 'sandbox' },
            now,
          }),
        )
        .catch(refused);
      if (a) out.raised++;
    }
    // the issuer's chargeback that follows an unrefunded alert
    for (const { alertId } of await store.selectFollowDue(deps.db, now, 100)) {
      const raised = await deps.db
        .transaction(async (tx) => {
          const a = await lockFollowDue(tx, alertId, now);
          if (!a) return false;
          const cb = await raiseChargeback(tx, pricingOf(deps), {
            merchantNo: a.merchantNo,
            transactionId: a.transactionId,
            scheme: a.scheme,
            reasonCode: a.reasonCode,
            amount: moneyText(a.amount, a.currency),
            source: 'sandbox',
            actor: { kind: 'sandbox' },
            now,
          });
          await closeByChargeback(tx, a, cb.chargebackId, { kind: 'sandbox' }, now);
          return true;
        })
        .catch(refused);
      if (raised) out.chargebacks++;
      // nothing left to dispute (refunded or charged back some other way): the scheduled one is dropped
      else if (raised === null)
        await deps.db.transaction(async (tx) => {
          const a = await lockFollowDue(tx, alertId, now);
          if (a) await dropFollow(tx, a, now);
        });
    }
  }
  for (const { alertId } of await store.selectOvertaken(deps.db, 200))
    if (await deps.db.transaction((tx) => closeOvertaken(tx, { alertId, now }))) out.closed++;
  for (const { alertId } of await store.selectDue(deps.db, now, 200)) {
    const done = await deps.db.transaction((tx) => autoRefundOne(tx, policy, { alertId, now })).catch(refused);
    if (done) out.autoRefunded++;
  }
  return out;
}

export function alertJobs(deps: ServerDeps): JobDef[] {
  return [{ name: ALERT_SWEEP_JOB, cron: '* * * * *', handler: async () => void (await runAlertSweep(deps, deps.now())) }];
}

/** POST /v1/sandbox/payments/{id}/alert, wired by the composition root. */
export const apiAlert = (deps: Pick<ServerDeps, 'now'>) =>
  sandboxEvent({
    name: 'alert',
    summary:
      'the network sends a pre-dispute alert (Ethoca, Verifi CDRN) on a captured payment; with followChargeback the issuer files a chargeback later unless the alert is refunded',
    body: sandboxAlertBody,
    result: sandboxAlertResult,
    run: async (tx, q): Promise<SandboxAlertResult> => {
      const a = await raiseAlert(tx, { ...q, source: 'sandbox', actor: { kind: 'sandbox' }, now: deps.now() });
      return {
        alertId: a.alertId,
        status: a.status,
        amount: moneyText(a.amount, a.currency),
        currency: a.currency,
        chargebackScheduledAt: a.chargebackAt?.toISOString() ?? null,
      };
    },
  });

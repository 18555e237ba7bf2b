import type { WebhookDeliveryItem } from '@crossbill/contracts/notify';
import type { AttemptRow, DeliveryRow } from './store.ts';

/** A delivery with its attempts (the log), newest attempt last. */
export function deliveryItem(row: { delivery: DeliveryRow; body: string }, attempts: AttemptRow[]): WebhookDeliveryItem {
  const d = row.delivery;
  return {
    deliveryId: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.status === 'pending' ? (d.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: d.createdAt.toISOString(),
    requestBody: row.body,
    log: attempts
      .filter((a) => a.deliveryId === d.id)
      .map((a) => ({
        attemptNo: a.attemptNo,
        at: a.at.toISOString(),
        durationMs: a.durationMs,
        responseStatus: a.responseStatus,
        responseExcerpt: a.responseExcerpt,
        error: a.error,
        outcome: a.outcome,
        manual: a.manual,
      })),
  };
}

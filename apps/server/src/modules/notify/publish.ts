import crypto from 'node:crypto';
import type { NotifyEventType } from '@crossbill/contracts/notify-events';
import type { Executor } from '../../platform/db/client.ts';
import * as store from './store.ts';

/** An event's `data`: the object's public fields, amounts already decimal strings (JSON has no bigint). */
export type EventData = Record<string, string | number | boolean | null>;

export const newEventId = () => `evt_${crypto.randomBytes(12).toString('hex')}`;

/**
 * Publish a developer notification in the caller's transaction (the outbox): a delivery is queued
 * for each enrolled webhook endpoint of the merchant that chose its type, and a mail for the e-mail
 * channel if it did, beside the event itself. The sweep (delivery.ts) sends them after the commit;
 * a rolled-back change publishes nothing.
 */
export async function publishEvent(
  tx: Executor,
  o: { merchantNo: string; type: NotifyEventType | 'notify.test'; data: EventData; now: Date },
): Promise<string> {
  const eventId = newEventId();
  const test = o.type === 'notify.test';
  const to = test ? { endpointIds: [], email: false } : await store.subscribers(tx, o.merchantNo, o.type);
  // an event nobody takes is not kept: the outbox holds what is to be sent (and its log), not a history
  if (!test && to.endpointIds.length === 0 && !to.email) return eventId;
  const body = JSON.stringify({ id: eventId, type: o.type, createdAt: o.now.toISOString(), merchantNo: o.merchantNo, data: o.data });
  await store.insertEvent(tx, { eventId, merchantNo: o.merchantNo, type: o.type, body, createdAt: o.now });
  await store.insertDeliveries(
    tx,
    to.endpointIds.map((endpointId) => ({
      endpointId,
      merchantNo: o.merchantNo,
      eventId,
      eventType: o.type,
      status: 'pending' as const,
      nextAttemptAt: o.now,
      createdAt: o.now,
      updatedAt: o.now,
    })),
  );
  if (to.email) await store.insertEmail(tx, { merchantNo: o.merchantNo, eventId, createdAt: o.now });
  return eventId;
}

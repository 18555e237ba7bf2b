import type { Language } from '@crossbill/contracts/constants';
import {
  TRACKING_BATCH_COLUMNS,
  TRACKING_BATCH_MAX_BYTES,
  TRACKING_BATCH_MAX_ROWS,
  trackingCarrierSchema,
  trackingNumberSchema,
  type TrackingBatch,
} from '@crossbill/contracts/tracking';
import type { Db, Tx } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import * as imports from '../imports/service.ts';
import * as payment from '../payment/service.ts';
import { AppError } from '../../platform/http/errors.ts';

/**
 * Tracking numbers of payments (spec 2 Transaction: query, upload tracking numbers): one at a time
 * from the detail page, or a file of the template. A file is all or nothing: every row valid →
 * applied when its parse succeeds; any bad row → failed, nothing applied, an error report.
 */
/** A transaction outside the scope reads as not found; anything else is a real failure. */
const notFound = (e: unknown) => {
  if (e instanceof AppError) return null;
  throw e;
};

export const TRACKING_PARSE_JOB = 'transaction.tracking.parse';

export interface TrackingActor {
  userId: number;
  ip?: string;
  userAgent?: string;
}

async function setOne(
  tx: Tx,
  scope: string[],
  o: { transactionId: string; trackingNumber: string; trackingCarrier: string },
  actor: TrackingActor,
  batchNo?: string,
) {
  const { before, after } = await payment.setTracking(tx, scope, o);
  await audit(tx, {
    userId: actor.userId,
    merchantNo: after.merchantNo,
    action: 'transaction.tracking',
    target: after.transactionId,
    summary: {
      before: { number: before.trackingNumber, carrier: before.trackingCarrier },
      after: { number: after.trackingNumber, carrier: after.trackingCarrier },
      batchNo: batchNo ?? null,
    },
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
  return { transactionId: after.transactionId, trackingNumber: after.trackingNumber!, trackingCarrier: after.trackingCarrier! };
}

export const saveTracking = (db: Db, scope: string[], o: { transactionId: string; trackingNumber: string; trackingCarrier: string }, actor: TrackingActor) =>
  db.transaction((tx) => setOne(tx, scope, o, actor));

export const TRACKING_IMPORT: imports.ImportSpec = {
  kind: 'tracking-batch',
  prefix: 'tracking.batch',
  columns: TRACKING_BATCH_COLUMNS,
  maxRows: TRACKING_BATCH_MAX_ROWS,
  maxBytes: TRACKING_BATCH_MAX_BYTES,
  async validate(db, { merchantNo, rows, fail, progress }) {
    for (const [i, r] of rows.entries()) {
      const transactionId = r.cells.transactionId!.toUpperCase();
      r.cells.transactionId = transactionId;
      if (!transactionId) fail(r, 'transactionId', 'validation.required');
      else {
        const p = await payment.getPayment(db, [merchantNo], { transactionId }).catch(notFound);
        if (!p) fail(r, 'transactionId', 'tracking.notFound', { transactionId });
        else if (p.type === 'refund') fail(r, 'transactionId', 'tracking.notPayment');
      }
      const number = trackingNumberSchema.safeParse(r.cells.trackingNumber);
      if (!number.success) fail(r, 'trackingNumber', number.error.issues[0]!.message, { max: 64 });
      const carrier = trackingCarrierSchema.safeParse(r.cells.carrier);
      if (!carrier.success) fail(r, 'carrier', carrier.error.issues[0]!.message, { max: 64 });
      await progress(i + 1);
    }
  },
  // a clean file is applied in the transaction that marks it succeeded
  async onSucceeded(tx, b) {
    for (const r of b.rows)
      await setOne(
        tx,
        [b.merchantNo],
        { transactionId: r.cells.transactionId!, trackingNumber: r.cells.trackingNumber!, trackingCarrier: r.cells.carrier! },
        { userId: b.uploaderUserId },
        b.batchNo,
      );
  },
};

export const trackingBatchView = (b: imports.ImportBatchRow, lang: Language): TrackingBatch => imports.importBaseView(TRACKING_IMPORT, b, lang);

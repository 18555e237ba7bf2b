import type { ChargebackDetail } from '@crossbill/contracts/dispute';
import type { EvidenceSection } from '@crossbill/contracts/dispute-reasons';

type T = (k: string, o?: Record<string, unknown>) => string;

/**
 * What the transaction already knows for a section, written out so the operator starts from it
 * rather than retyping it (issue 14: tracking for goods not received, 3-D Secure and IP for fraud,
 * the refund record for credit not processed). Undefined where the transaction knows nothing.
 */
export function knownFacts(d: ChargebackDetail, section: EvidenceSection, t: T): string | undefined {
  const x = d.transaction;
  const lines = (pairs: Array<[string, string | null | undefined]>) =>
    pairs
      .filter(([, v]) => v)
      .map(([k, v]) => `${t(`facts.${k}`)}: ${v}`)
      .join('\n') || undefined;
  switch (section) {
    case 'three_ds':
      return lines([
        ['threeDs', x.threeDs],
        ['eci', x.eci],
      ]);
    case 'ip_device':
      return lines([
        ['ip', x.ip],
        ['email', x.customerEmail],
      ]);
    case 'shipping_tracking':
      return lines([
        ['trackingNumber', x.trackingNumber],
        ['carrier', x.trackingCarrier],
      ]);
    case 'transaction_receipt':
    case 'authorisation_record':
    case 'separate_transactions':
      return lines([
        ['transactionId', x.transactionId],
        ['merchantOrderId', x.merchantOrderId],
        ['amount', `${x.amount} ${x.currency}`],
        ['time', x.createdAt],
      ]);
    case 'refund_record':
      return x.refunds.length ? x.refunds.map((r) => `${r.refundId} · ${r.amount} ${x.currency} · ${r.status} · ${r.at}`).join('\n') : undefined;
    default:
      return undefined;
  }
}

import { maskCard } from '@crossbill/contracts/card';
import type { Language } from '@crossbill/contracts/constants';
import type { DownloadTask } from '@crossbill/contracts/shell';
import type { SubscriptionFilters } from '@crossbill/contracts/subscription';
import type { ServerDeps } from '../../deps.ts';
import { t } from '../../platform/i18n.ts';
import {
  exportList,
  listColumn,
  type ListExportRequest,
  exportAmount,
  exportLabel,
  exportTime,
  keysetRows,
  type ExportBuilders,
  type ExportContext,
} from '../download/service.ts';
import { cycleAmount } from './billing.ts';
import { selectExportAfter, type SubscriptionExportRow } from './store.ts';
import { filterOf } from './views.ts';

/**
 * The subscription list exported to the download center (spec 7), with the list's filters: text
 * cells as text (the xlsx writer escapes them), amounts as numeric cells in the currency's decimals,
 * times in UTC+8.
 */

export const SUBSCRIPTION_EXPORT = 'subscription.list';

const frequencyText = (lang: Language, r: SubscriptionExportRow) =>
  r.frequencyCount === 1 ? t(lang, `subscription.every1.${r.frequencyUnit}`) : t(lang, `subscription.everyN.${r.frequencyUnit}`, { count: r.frequencyCount });

function subscriptionSheet(ctx: ExportContext) {
  const f = filterOf(ctx.scope, ctx.params as SubscriptionFilters);
  const col = listColumn<'subscriptions', SubscriptionExportRow>('subscriptions');
  return {
    sheetName: 'export.subscriptions.sheet',
    columns: [
      col('subscriptionId', 24, (r) => r.subscriptionId),
      col('merchantNo', 16, (r) => r.merchantNo),
      col('contractNumber', 20, (r) => r.contractNumber),
      col('customer', 22, (r) => r.customerName),
      col('customerEmail', 26, (r) => r.customerEmail),
      col('customerId', 16, (r) => r.customerId),
      col('productName', 24, (r) => r.productName),
      col('price', 12, (r) => exportAmount(r.price, r.currency)),
      col('quantity', 10, (r) => r.quantity),
      col('amount', 14, (r) => exportAmount(cycleAmount(r), r.currency)),
      col('currency', 10, (r) => r.currency),
      col('frequency', 18, (r) => frequencyText(ctx.lang, r)),
      col('cycles', 12, (r) => `${r.currentCycle} / ${r.billingCycles ?? '—'}`),
      col('collectionMethod', 14, (r) => exportLabel(ctx.lang, `subscription.collection.${r.collectionMethod}`, String(r.collectionMethod))),
      col('status', 12, (r) => exportLabel(ctx.lang, `subscription.status.${r.status}`, String(r.status))),
      col('dunning', 14, (r) => (r.dunning === 'none' ? null : exportLabel(ctx.lang, `subscription.dunning.${r.dunning}`, r.dunning))),
      col('nextBillingAt', 20, (r) => exportTime(r.nextBillingAt)),
      col('card', 18, (r) => (r.cardBin && r.cardLast4 ? maskCard(r.cardBin, r.cardLast4) : null)),
      col('startDate', 20, (r) => exportTime(r.startAt)),
      col('expireDate', 20, (r) => exportTime(r.expireAt)),
      col('createdAt', 20, (r) => exportTime(r.createdAt)),
    ],
    rows: keysetRows(
      (after: { createdAt: Date; id: number } | null, limit) => selectExportAfter(ctx.db, { ...f, after, limit }),
      (r) => ({ createdAt: r.createdAt, id: r.id }),
    ),
  };
}

export const subscriptionExports: ExportBuilders = { [SUBSCRIPTION_EXPORT]: subscriptionSheet };

/** Queue the export of the filtered subscription list; the file (xlsx) appears in the download center. */
export function exportSubscriptions(
  deps: Pick<ServerDeps, 'db' | 'jobs' | 'now'>,
  scope: string[],
  q: ListExportRequest<SubscriptionFilters>,
): Promise<DownloadTask> {
  return exportList(deps, scope, q, { kind: SUBSCRIPTION_EXPORT, list: 'subscriptions' });
}

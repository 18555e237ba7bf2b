import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@crossbill/contracts/payment';
import type { TransactionFilters } from '@crossbill/contracts/transaction';
import { DATE_PERIODS, type DatePeriod } from '@crossbill/contracts/business-time';
import { dayRangeOf, pageOf } from '../../lib/use-url-filters';

export const PERIODS = DATE_PERIODS;
export type Period = DatePeriod;
/** What the list shows when its URL names no period. */
export const DEFAULT_PERIOD: Period = 'last30';
export { PAGE_SIZES } from '../../lib/use-url-filters';
const TEXT_KEYS = [
  'transactionId',
  'merchantOrderId',
  'originalTransactionId',
  'currency',
  'paymentMethod',
  'cardCountry',
  'minAmount',
  'maxAmount',
  'last4',
] as const;

export interface UrlState {
  filters: TransactionFilters;
  period: Period;
  begin?: string;
  end?: string;
  page: number;
  size: number;
}

/** The list's state as the URL holds it (shareable, kept on reload). */
export function readUrl(params: URLSearchParams): UrlState {
  const period = (PERIODS as readonly string[]).includes(params.get('period') ?? '') ? (params.get('period') as Period) : DEFAULT_PERIOD;
  const { page, size } = pageOf(params);
  const filters: TransactionFilters = {};
  for (const k of TEXT_KEYS) {
    const v = params.get(k)?.trim();
    if (v) filters[k] = v;
  }
  const type = params.get('type');
  if (type && (TRANSACTION_TYPES as readonly string[]).includes(type)) filters.type = type as TransactionFilters['type'];
  const status = params.get('status');
  if (status && (TRANSACTION_STATUSES as readonly string[]).includes(status)) filters.status = status as TransactionFilters['status'];
  const { begin, end, beginTime, endTime } = dayRangeOf(params);
  if (period === 'custom') {
    if (beginTime) filters.beginTime = beginTime;
    if (endTime) filters.endTime = endTime;
  } else if (period !== 'all') filters.preset = period;
  return { filters, period, begin, end, page, size };
}

import dayjs from 'dayjs';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@crossbill/contracts/payment';
import { TRANSACTION_PRESETS, type TransactionFilters } from '@crossbill/contracts/transaction';

export const PERIODS = ['all', ...TRANSACTION_PRESETS, 'custom'] as const;
export type Period = (typeof PERIODS)[number];
export const PAGE_SIZES = [10, 20, 50, 100];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_KEYS = ['transactionId', 'merchantOrderId', 'originalTransactionId', 'currency', 'paymentMethod', 'cardCountry', 'minAmount', 'maxAmount', 'last4'] as const;

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
  const period = (PERIODS as readonly string[]).includes(params.get('period') ?? '') ? (params.get('period') as Period) : 'last30';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = PAGE_SIZES.includes(Number(params.get('size'))) ? Number(params.get('size')) : 10;
  const filters: TransactionFilters = {};
  for (const k of TEXT_KEYS) {
    const v = params.get(k)?.trim();
    if (v) filters[k] = v;
  }
  const type = params.get('type');
  if (type && (TRANSACTION_TYPES as readonly string[]).includes(type)) filters.type = type as TransactionFilters['type'];
  const status = params.get('status');
  if (status && (TRANSACTION_STATUSES as readonly string[]).includes(status)) filters.status = status as TransactionFilters['status'];
  const begin = DAY.test(params.get('begin') ?? '') ? params.get('begin')! : undefined;
  const end = DAY.test(params.get('end') ?? '') ? params.get('end')! : undefined;
  if (period === 'custom') {
    if (begin) filters.beginTime = dayjs(begin).startOf('day').toISOString();
    if (end) filters.endTime = dayjs(end).add(1, 'day').startOf('day').toISOString();
  } else if (period !== 'all') filters.preset = period;
  return { filters, period, begin, end, page, size };
}

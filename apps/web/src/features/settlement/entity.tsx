import { Tag, Typography } from 'antd';
import { listSettlementBatches, listWalletSettlementBatches } from '@crossbill/contracts/endpoints/settlement';
import type { Language } from '@crossbill/contracts/constants';
import { CURRENCIES } from '@crossbill/contracts/money';
import { SETTLEMENT_STATUSES, type SettlementBatch } from '@crossbill/contracts/settlement';
import { defineEntity, type EntityColumn, type FilterField } from '../../components/entity-table/entity';
import { formatBusinessDateTime, formatMoney } from '../../lib/format';

/**
 * settlement/balance (the acquiring side) and wallet/settlement/batch (the wallet's side): the same
 * settlement batches, newest first, filtered by settlement date, currency and status; the batch ID
 * opens the side's own view of the batch.
 */

const filters: FilterField[] = [
  // the endpoint takes settlement days (?begin&end → from/to), not instants
  { kind: 'days', label: 'batch.date', dates: { from: 'from', to: 'to' } },
  { kind: 'select', name: 'currency', label: 'batch.currency', search: true, options: () => CURRENCIES.map((c) => ({ value: c, label: c })) },
  { kind: 'select', name: 'status', label: 'batch.status', options: (t) => SETTLEMENT_STATUSES.map((s) => ({ value: s, label: t(`settlement:status.${s}`) })) },
];

const money = (b: SettlementBatch, v: string, language: Language) => formatMoney(v, b.currency, language);

const columns: Array<EntityColumn<'settlementBatches', SettlementBatch>> = [
  { key: 'batchId', render: (b, c) => <Typography.Link onClick={() => c.open(b)}>{b.batchId}</Typography.Link> },
  { key: 'settlementDate', title: 'batch.date', render: (b) => b.settlementDate },
  { key: 'currency', render: (b) => b.currency },
  { key: 'transactionAmount', align: 'right', render: (b, c) => money(b, b.transactionAmount, c.language) },
  { key: 'refundAmount', align: 'right', render: (b, c) => money(b, b.refundAmount, c.language) },
  { key: 'chargebackAmount', align: 'right', render: (b, c) => money(b, b.chargebackAmount, c.language) },
  { key: 'feeAmount', align: 'right', render: (b, c) => money(b, b.feeAmount, c.language) },
  { key: 'settlementAmount', align: 'right', render: (b, c) => money(b, b.settlementAmount, c.language) },
  { key: 'status', render: (b, c) => <Tag color={b.status === 'paid' ? 'green' : 'orange'}>{c.t(`settlement:status.${b.status}`)}</Tag> },
  { key: 'paidAt', render: (b, c) => formatBusinessDateTime(b.paidAt, c.language) },
];

const common = {
  ns: ['settlement', 'messages'],
  rowKey: 'batchId',
  columnPrefix: 'batch',
  texts: { empty: 'empty', total: 'batch.total' },
  filters,
} as const;

export const settlementBatchEntity = defineEntity({ ...common, id: 'settlementBatches', list: listSettlementBatches, columns });

export const walletBatchEntity = defineEntity({
  ...common,
  id: 'walletSettlementBatches',
  list: listWalletSettlementBatches,
  // on the wallet's side the net amount is what reached the available balance; the columns are otherwise the same
  columns: columns.map((c) => (c.key === 'settlementAmount' ? { ...c, title: 'batch.credited' } : c)) as unknown as Array<
    EntityColumn<'walletSettlementBatches', SettlementBatch>
  >,
});

import { Typography } from 'antd';
import { exportSubscriptions, listSubscriptions } from '@crossbill/contracts/endpoints/subscription';
import { CURRENCIES } from '@crossbill/contracts/money';
import { COLLECTION_METHODS, SUBSCRIPTION_STATUSES } from '@crossbill/contracts/subscription';
import { defineEntity } from '../../components/entity-table/entity';
import { formatAmount, formatDateTime } from '../../lib/format';
import { cyclesText, frequencyText, Masked, StatusTags } from './labels';

/** /subscription/order (spec 2 Subscription: order): newest first; a row says what a cycle charges, how often and where billing stands. */
export const subscriptionEntity = defineEntity({
  id: 'subscriptions',
  ns: ['subscription'],
  list: listSubscriptions,
  rowKey: 'subscriptionId',
  columnPrefix: 'col',
  texts: { empty: 'list.empty', total: 'list.total' },
  export: { endpoint: exportSubscriptions, code: 'subscription:order:export', label: 'list.export', started: 'list.exporting' },
  filters: [
    {
      kind: 'select',
      name: 'status',
      label: 'col.status',
      options: (t) => SUBSCRIPTION_STATUSES.map((v) => ({ value: String(v), label: t(`subscription:status.${v}`) })),
    },
    {
      kind: 'select',
      name: 'collectionMethod',
      label: 'col.collectionMethod',
      options: (t) => COLLECTION_METHODS.map((v) => ({ value: String(v), label: t(`subscription:collection.${v}`) })),
    },
    { kind: 'text', name: 'customer', label: 'col.customer', maxLength: 100 },
    { kind: 'text', name: 'productName', label: 'col.productName', maxLength: 128 },
    { kind: 'text', name: 'contractNumber', label: 'col.contractNumber', pattern: { re: /^[\w.:-]{1,32}$/, message: 'filter.contractPattern' }, maxLength: 32 },
    { kind: 'days', label: 'filter.nextBilling', instants: { from: 'nextBillingFrom', to: 'nextBillingTo' } },
    { kind: 'select', name: 'currency', label: 'col.currency', search: true, options: () => CURRENCIES.map((c) => ({ value: c, label: c })) },
  ],
  columns: [
    { key: 'subscriptionId', render: (r, c) => <Typography.Link onClick={() => c.open(r)}>{r.subscriptionId}</Typography.Link> },
    { key: 'merchantNo', render: (r) => r.merchantNo, familyOnly: true },
    { key: 'contractNumber', render: (r) => r.contractNumber },
    {
      key: 'customer',
      render: (r) => (
        <span style={{ display: 'grid' }}>
          <span>{r.customerName}</span>
          <Typography.Text type="secondary">{r.customerEmail}</Typography.Text>
        </span>
      ),
    },
    { key: 'productName', render: (r) => r.productName },
    { key: 'amount', align: 'right', render: (r, c) => formatAmount(r.amount, r.currency, c.language) },
    { key: 'frequency', render: (r, c) => frequencyText(r.frequencyUnit, r.frequencyCount, c.t) },
    { key: 'cycles', render: (r) => cyclesText(r.currentCycle, r.billingCycles) },
    { key: 'collectionMethod', render: (r, c) => c.t(`subscription:collection.${r.collectionMethod}`) },
    { key: 'status', render: (r, c) => <StatusTags status={r.status} dunning={r.dunning} t={c.t} /> },
    { key: 'nextBillingAt', render: (r, c) => (r.nextBillingAt ? formatDateTime(r.nextBillingAt, c.language) : '—') },
    { key: 'card', render: (r) => <Masked value={r.cardNumber} /> },
    { key: 'startDate', render: (r, c) => formatDateTime(r.startDate, c.language) },
    { key: 'createdAt', render: (r, c) => formatDateTime(r.createdAt, c.language) },
  ],
  actions: (r, c) => <Typography.Link onClick={() => c.open(r)}>{c.t('subscription:list.view')}</Typography.Link>,
});

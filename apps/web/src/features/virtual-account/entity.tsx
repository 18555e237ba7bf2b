import { Button, Space } from 'antd';
import { listCollections, listVirtualAccounts } from '@crossbill/contracts/endpoints/virtual-account';
import { DATE_PERIODS } from '@crossbill/contracts/business-time';
import { countryName } from '@crossbill/contracts/countries';
import { COLLECTION_STATUSES, VA_CURRENCIES, VA_STATUSES } from '@crossbill/contracts/virtual-account';
import { Access } from '../../components/access';
import { useAccounts } from './api/list-accounts';
import { defineEntity } from '../../components/entity-table/entity';
import { formatDateTime, formatMoney } from '../../lib/format';
import { AccountStatusTag, CollectionStatusTag } from './components/status-tag';

const currencyOptions = () => VA_CURRENCIES.map((c) => ({ value: c, label: c }));

/** virtual-account/list (spec 2): the merchant's collection accounts; Details opens one, Recharge (`c.go.recharge`) funds an active one. */
export const accountEntity = defineEntity({
  id: 'virtualAccounts',
  ns: ['virtual-account'],
  list: listVirtualAccounts,
  rowKey: 'id',
  columnPrefix: 'field',
  texts: { empty: 'list.empty', total: 'list.total' },
  filters: [
    { kind: 'select', name: 'currency', label: 'field.currency', options: currencyOptions },
    { kind: 'select', name: 'status', label: 'field.status', options: (t) => VA_STATUSES.map((s) => ({ value: s, label: t(`virtual-account:status.${s}`) })) },
    { kind: 'text', name: 'keyword', label: 'list.keyword', maxLength: 50 },
  ],
  columns: [
    { key: 'accountNumber', render: (r, c) => r.accountNumber ?? c.t('virtual-account:list.pendingNumber') },
    { key: 'holderName', render: (r) => r.holderName },
    { key: 'currency', render: (r) => r.currency },
    { key: 'country', render: (r, c) => countryName(r.country, c.language) },
    { key: 'bankName', render: (r) => r.bankName ?? '-' },
    { key: 'status', render: (r) => <AccountStatusTag status={r.status} /> },
    { key: 'appliedAt', render: (r, c) => formatDateTime(r.appliedAt, c.language) },
  ],
  actions: (r, c) => (
    <Space>
      <Button type="link" onClick={() => c.open(r)}>
        {c.t('virtual-account:list.detail')}
      </Button>
      {r.status === 'active' ? (
        <Access code="virtualAccount:list:recharge">
          <Button type="link" onClick={() => c.go.recharge?.(String(r.id))}>
            {c.t('virtual-account:list.recharge')}
          </Button>
        </Access>
      ) : null}
    </Space>
  ),
});

function useAccountOptions() {
  const accounts = useAccounts({ page: 1, size: 100, status: 'active' });
  return (accounts.data?.content ?? []).map((a) => ({ value: String(a.id), label: `${a.currency} · ${a.accountNumber}` }));
}

/**
 * collection/transaction (spec 2): money received on the virtual accounts, newest first; a row opens
 * it. ?account names the account (links from an account's page), sent as virtualAccountId.
 */
export const collectionEntity = defineEntity({
  id: 'collections',
  ns: ['virtual-account'],
  list: listCollections,
  rowKey: 'id',
  columnPrefix: 'field',
  texts: { empty: 'collections.empty', total: 'collections.total' },
  rowOpens: true,
  filters: [
    { kind: 'period', name: 'period', label: 'collections.period', periods: DATE_PERIODS, fallback: 'all' },
    // the active accounts (a link may still name another: it is shown by its id)
    {
      kind: 'select',
      name: 'account',
      toQuery: 'virtualAccountId',
      label: 'field.accountNumber',
      search: true,
      useOptions: useAccountOptions,
      valuePattern: /^[1-9]\d{0,9}$/,
    },
    { kind: 'select', name: 'currency', label: 'field.currency', options: currencyOptions },
    {
      kind: 'select',
      name: 'status',
      label: 'field.status',
      options: (t) => COLLECTION_STATUSES.map((s) => ({ value: s, label: t(`virtual-account:collectionStatus.${s}`) })),
    },
  ],
  columns: [
    { key: 'time', render: (r, c) => formatDateTime(r.time, c.language) },
    { key: 'transactionNo', render: (r) => r.transactionNo },
    { key: 'accountNumber', render: (r) => r.accountNumber },
    { key: 'payerName', render: (r) => r.payerName },
    { key: 'payerAccount', render: (r) => r.payerAccount },
    {
      key: 'amount',
      align: 'right',
      render: (r, c) => <span style={{ whiteSpace: 'nowrap' }}>{`${formatMoney(r.amount, r.currency, c.language)} ${r.currency}`}</span>,
    },
    { key: 'reference', render: (r) => r.reference },
    { key: 'status', render: (r) => <CollectionStatusTag status={r.status} /> },
  ],
  actions: (r, c) => (
    <Button type="link" size="small" onClick={(ev) => (ev.stopPropagation(), c.open(r))}>
      {c.t('virtual-account:list.detail')}
    </Button>
  ),
});

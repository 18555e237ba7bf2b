import { Button, Tag } from 'antd';
import { listExchanges } from '@crossbill/contracts/endpoints/exchange';
import { EXCHANGE_CURRENCIES, EXCHANGE_STATUSES } from '@crossbill/contracts/exchange';
import { defineEntity } from '../../components/entity-table/entity';
import { formatDateTime, formatMoney } from '../../lib/format';
import { statusColor } from './components/exchange-detail-drawer';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** /wallet/exchange (spec 2 wallet/exchange): the exchanges, newest first; a row opens its detail drawer. */
export const exchangeEntity = defineEntity({
  id: 'exchanges',
  ns: ['exchange'],
  list: listExchanges,
  rowKey: 'id',
  columnPrefix: 'list',
  texts: { empty: 'list.empty', total: 'list.total' },
  rowOpens: true,
  filters: [
    { kind: 'days', label: 'list.period' },
    { kind: 'select', name: 'currency', label: 'list.currency', search: true, options: () => EXCHANGE_CURRENCIES.map((c) => ({ value: c, label: c })) },
    { kind: 'select', name: 'status', label: 'list.status', options: (t) => EXCHANGE_STATUSES.map((s) => ({ value: s, label: t(`exchange:status.${s}`) })) },
  ],
  columns: [
    { key: 'serialNo', render: (e) => e.serialNo },
    { key: 'time', render: (e, c) => formatDateTime(e.createdAt, c.language) },
    { key: 'pair', render: (e) => `${e.sellCurrency} → ${e.buyCurrency}` },
    { key: 'rate', align: 'right', render: (e) => <span style={num}>{e.rate}</span> },
    {
      key: 'sellAmount',
      align: 'right',
      render: (e, c) => <span style={num}>{`${formatMoney(e.sellAmount, e.sellCurrency, c.language)} ${e.sellCurrency}`}</span>,
    },
    {
      key: 'buyAmount',
      align: 'right',
      render: (e, c) => <span style={num}>{`${formatMoney(e.buyAmount, e.buyCurrency, c.language)} ${e.buyCurrency}`}</span>,
    },
    { key: 'deliveryDate', render: (e) => e.deliveryDate },
    { key: 'status', render: (e, c) => <Tag color={statusColor(e.status)}>{c.t(`exchange:status.${e.status}`)}</Tag> },
  ],
  actions: (e, c) => (
    <Button type="link" size="small" onClick={(ev) => (ev.stopPropagation(), c.open(e))}>
      {c.t('exchange:list.view')}
    </Button>
  ),
});

import { Button } from 'antd';
import { listTransfers } from '@crossbill/contracts/endpoints/transfer';
import { CURRENCIES } from '@crossbill/contracts/money';
import { TRANSFER_STATUSES } from '@crossbill/contracts/transfer';
import { defineEntity } from '../../components/entity-table/entity';
import { formatDateTime, formatMoney } from '../../lib/format';
import { TransferStatusTag } from './components/status-tag';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const money = (amount: string, currency: string) => <span style={num}>{`${formatMoney(amount, currency)} ${currency}`}</span>;

/** /transfer/transfer (spec 6 transfers): the transfers, newest first; a row opens the transfer. */
export const transferEntity = defineEntity({
  id: 'transfers',
  ns: ['transfer'],
  list: listTransfers,
  rowKey: 'id',
  columnPrefix: 'field',
  texts: { empty: 'list.empty', total: 'list.total' },
  rowOpens: true,
  filters: [
    { kind: 'days', label: 'list.period' },
    { kind: 'select', name: 'status', label: 'list.status', options: (t) => TRANSFER_STATUSES.map((s) => ({ value: s, label: t(`transfer:status.${s}`) })) },
    { kind: 'select', name: 'currency', label: 'list.currency', search: true, options: () => CURRENCIES.map((c) => ({ value: c, label: c })) },
    { kind: 'text', name: 'payee', label: 'list.payee', maxLength: 256 },
    { kind: 'text', name: 'reference', label: 'list.reference', maxLength: 64 },
  ],
  columns: [
    { key: 'serialNo', render: (r) => r.serialNo },
    { key: 'createdAt', render: (r, c) => formatDateTime(r.createdAt, c.language) },
    { key: 'merchantReference', render: (r) => r.merchantReference ?? '—' },
    { key: 'payee', render: (r) => `${r.payeeNickname} (${r.payeeName})` },
    { key: 'sendAmount', align: 'right', render: (r) => money(r.sendAmount, r.sendCurrency) },
    { key: 'receiveAmount', align: 'right', render: (r) => money(r.receiveAmount, r.receiveCurrency) },
    { key: 'fee', align: 'right', render: (r) => money(r.fee, r.sendCurrency) },
    { key: 'purpose', render: (r, c) => c.t(`transfer:purpose.${r.purpose}`) },
    { key: 'paymentDate', render: (r, c) => r.scheduledDate ?? c.t('transfer:field.immediate') },
    { key: 'status', render: (r) => <TransferStatusTag status={r.status} /> },
  ],
  actions: (r, c) => (
    <Button type="link" size="small" onClick={(ev) => (ev.stopPropagation(), c.open(r))}>
      {c.t('transfer:list.view')}
    </Button>
  ),
});

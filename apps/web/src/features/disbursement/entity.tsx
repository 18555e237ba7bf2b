import { Tag, Typography } from 'antd';
import { listDisbursements } from '@crossbill/contracts/endpoints/disbursement';
import { DISBURSEMENT_STATUSES } from '@crossbill/contracts/disbursement';
import { CURRENCIES } from '@crossbill/contracts/money';
import { defineEntity } from '../../components/entity-table/entity';
import { formatDateTime, formatMoney } from '../../lib/format';

const STATUS_COLOR = { processing: 'processing', succeeded: 'success', failed: 'error' } as const;

/** settlement/disbursement (spec 2): payouts of settlement funds to own accounts, newest first; the serial number opens the detail. */
export const disbursementEntity = defineEntity({
  id: 'disbursements',
  ns: ['disbursement', 'messages'],
  list: listDisbursements,
  rowKey: 'id',
  columnPrefix: 'field',
  texts: { empty: 'list.empty', total: 'list.total' },
  filters: [
    { kind: 'text', name: 'serialNo', label: 'field.serialNo', maxLength: 64 },
    {
      kind: 'select',
      name: 'status',
      label: 'field.status',
      options: (t) => DISBURSEMENT_STATUSES.map((s) => ({ value: s, label: t(`disbursement:status.${s}`) })),
    },
    { kind: 'select', name: 'currency', label: 'field.currency', search: true, options: () => CURRENCIES.map((c) => ({ value: c, label: c })) },
  ],
  columns: [
    { key: 'serialNo', render: (d, c) => <Typography.Link onClick={() => c.open(d)}>{d.serialNo}</Typography.Link> },
    { key: 'status', render: (d, c) => <Tag color={STATUS_COLOR[d.status]}>{c.t(`disbursement:status.${d.status}`)}</Tag> },
    { key: 'currency', render: (d) => d.currency },
    { key: 'amount', align: 'right', render: (d, c) => formatMoney(d.amount, d.currency, c.language) },
    { key: 'fee', align: 'right', render: (d, c) => formatMoney(d.fee, d.currency, c.language) },
    { key: 'payee', render: (d) => `${d.payeeName} · ${d.payeeAccount}` },
    { key: 'createdAt', render: (d, c) => formatDateTime(d.createdAt, c.language) },
  ],
});

import { Typography } from 'antd';
import { exportStatement, getStatement } from '@crossbill/contracts/endpoints/wallet';
import { DATE_PERIODS } from '@crossbill/contracts/business-time';
import { kindLabelKey, STATEMENT_KINDS } from '@crossbill/contracts/wallet';
import { defineEntity } from '../../components/entity-table/entity';
import { formatDateTime, formatMoney } from '../../lib/format';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * /wallet/balance/view?currency=XXX (spec 2 wallet statement): one currency's available account,
 * newest first with the running balance. The page fixes the currency (`c.query.currency`); a line of
 * a batch opens the batch's view through `c.go.batch`.
 */
export const statementEntity = defineEntity({
  id: 'walletStatement',
  ns: ['wallet', 'messages'],
  list: getStatement,
  rowKey: 'id',
  columnPrefix: 'statement',
  texts: { empty: 'statement.empty', total: 'statement.total' },
  export: { endpoint: exportStatement, code: 'wallet:balance:export', label: 'statement.export', started: 'statement.exportQueued' },
  filters: [
    { kind: 'period', name: 'period', label: 'statement.period', periods: DATE_PERIODS, fallback: 'all' },
    {
      kind: 'select',
      name: 'kind',
      label: 'statement.kind',
      options: (t) => STATEMENT_KINDS.map((k) => ({ value: k, label: t(`messages:${kindLabelKey(k)}`) })),
    },
  ],
  columns: [
    { key: 'time', render: (e, c) => formatDateTime(e.time, c.language) },
    { key: 'kind', render: (e) => e.kindLabel },
    {
      key: 'reference',
      // a line of a batch (several entries share its reference) opens the batch's view
      render: (e, c) =>
        e.batchSize > 1 ? (
          <Typography.Link onClick={() => c.go.batch?.(e.reference)}>
            {c.t('wallet:statement.batchLink', { reference: e.reference, count: e.batchSize })}
          </Typography.Link>
        ) : (
          e.reference
        ),
    },
    {
      key: 'amount',
      align: 'right',
      render: (e, c) => (
        <Typography.Text type={e.amount.startsWith('-') ? 'danger' : 'success'} style={num}>
          {e.amount.startsWith('-') ? '' : '+'}
          {formatMoney(e.amount, String(c.query.currency), c.language)}
        </Typography.Text>
      ),
    },
    { key: 'balance', align: 'right', render: (e, c) => <span style={num}>{formatMoney(e.balance, String(c.query.currency), c.language)}</span> },
  ],
});

import { Button, Table, Tooltip, Typography } from 'antd';
import { EyeInvisibleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '@crossbill/contracts/wallet';
import { Access } from '../../../components/access';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';

const AMOUNTS = ['available', 'toBeSettled', 'frozen', 'margin', 'owed', 'total'] as const;

export const isZeroAmount = (amount: string) => /^-?0*(\.0*)?$/.test(amount);

/**
 * The wallet balances, one row per shown currency (hidden currencies are left out). A row click
 * opens the currency's statement; a zero-balance row offers the hide action to operators holding
 * `wallet:balance:hide`.
 */
export function BalanceTable({
  rows,
  loading,
  onOpen,
  onHide,
}: {
  rows: WalletBalance[];
  loading?: boolean;
  onOpen: (currency: string) => void;
  onHide?: (currency: string) => void;
}) {
  const { t } = useTranslation('wallet');
  const language = currentLanguage();
  const shown = rows.filter((r) => !r.hidden);
  // what the merchant owes is a column only while it owes something (a chargeback its balance could not cover)
  const amounts = AMOUNTS.filter((k) => k !== 'owed' || shown.some((r) => !isZeroAmount(r.owed)));
  return (
    <Table<WalletBalance>
      rowKey="currency"
      size="middle"
      loading={loading}
      dataSource={shown}
      pagination={false}
      locale={{ emptyText: t('balance.empty') }}
      scroll={{ x: 'max-content' }}
      onRow={(r) => ({ onClick: () => onOpen(r.currency), style: { cursor: 'pointer' }, 'data-testid': `balance-row-${r.currency}` }) as never}
      columns={[
        {
          key: 'currency',
          title: t('balance.currency'),
          dataIndex: 'currency',
          render: (c: string) => (
            <Typography.Link
              onClick={(e) => {
                e.stopPropagation();
                onOpen(c);
              }}
            >
              {c}
            </Typography.Link>
          ),
        },
        ...amounts.map((k) => ({
          key: k,
          title: k === 'owed' ? <Tooltip title={t('balance.owedHelp')}>{t('balance.owed')}</Tooltip> : t(`balance.${k}`),
          align: 'right' as const,
          render: (_: unknown, r: WalletBalance) => (
            <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatMoney(r[k], r.currency, language)}</span>
          ),
        })),
        ...(onHide
          ? [
              {
                key: 'actions',
                title: t('balance.actions'),
                align: 'center' as const,
                render: (_: unknown, r: WalletBalance) =>
                  isZeroAmount(r.total) && isZeroAmount(r.owed) ? (
                    <Access code="wallet:balance:hide">
                      <Tooltip title={t('balance.hide', { currency: r.currency })}>
                        <Button
                          type="text"
                          size="small"
                          aria-label={t('balance.hide', { currency: r.currency })}
                          icon={<EyeInvisibleOutlined />}
                          onClick={(e) => {
                            e.stopPropagation();
                            onHide(r.currency);
                          }}
                        />
                      </Tooltip>
                    </Access>
                  ) : null,
              },
            ]
          : []),
      ]}
    />
  );
}

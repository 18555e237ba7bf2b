import type { CSSProperties, KeyboardEvent } from 'react';
import { Button, Empty, Spin, Tag, Tooltip, Typography } from 'antd';
import { CheckOutlined, LoadingOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MerchantLoginRecord } from '@crossbill/contracts/session';
import type { MerchantAccounts } from '../api/list-merchant';
import { accountStatusColor, accountStatusKey } from '../merchant-labels';
import { roleName } from '../../../lib/role-name';

export interface MerchantAccountListProps {
  accounts: MerchantAccounts | undefined;
  loading: boolean;
  currentMerchantNo: string | null;
  onSelect: (record: MerchantLoginRecord) => void;
  onSetDefault: (record: MerchantLoginRecord) => void;
  /** the login record being switched to / set as default */
  switchingUserId?: number | null;
  defaultingUserId?: number | null;
  dense?: boolean;
}

const rowStyle = (current: boolean, dense: boolean): CSSProperties => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: dense ? '8px 10px' : '12px 16px',
  borderRadius: 8,
  cursor: current ? 'default' : 'pointer',
  background: current ? 'rgba(22, 104, 220, 0.06)' : undefined,
});

/**
 * The operator's merchant accounts: global (group) merchants in their own section (spec 2), each
 * row with name, number, status and the default-account star. Picking a row switches to it.
 */
export function MerchantAccountList(props: MerchantAccountListProps) {
  const { t } = useTranslation('merchant');
  const { accounts, loading } = props;
  if (loading && !accounts) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  const global = accounts?.global ?? [];
  const merchants = accounts?.merchants ?? [];
  if (global.length + merchants.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('switcher.empty')} />;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {global.length > 0 && <Section title={t('switcher.global')} records={global} {...props} />}
      {merchants.length > 0 && <Section title={global.length > 0 ? t('switcher.merchants') : null} records={merchants} {...props} />}
    </div>
  );
}

function Section({ title, records, ...props }: MerchantAccountListProps & { title: string | null; records: MerchantLoginRecord[] }) {
  return (
    <section>
      {title && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, padding: '4px 10px' }}>
          {title}
        </Typography.Text>
      )}
      <div role="list">
        {records.map((r) => (
          <Row key={r.userId} record={r} {...props} />
        ))}
      </div>
    </section>
  );
}

function Row({
  record,
  currentMerchantNo,
  onSelect,
  onSetDefault,
  switchingUserId,
  defaultingUserId,
  dense = false,
}: MerchantAccountListProps & { record: MerchantLoginRecord }) {
  const { t } = useTranslation('merchant');
  const current = record.merchantNo === currentMerchantNo;
  const statusKey = accountStatusKey(record);
  const select = () => {
    if (!current && switchingUserId == null) onSelect(record);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      select();
    }
  };
  return (
    <div
      role="listitem"
      tabIndex={current ? -1 : 0}
      aria-current={current ? 'true' : undefined}
      style={rowStyle(current, dense)}
      onClick={select}
      onKeyDown={onKey}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong ellipsis style={{ display: 'block' }}>
          {record.merchantName}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('switcher.number', { no: record.merchantNo })}
          {record.roleName ? ` · ${roleName(record.roleName)}` : ''}
        </Typography.Text>
      </div>
      <Tag color={accountStatusColor(statusKey)} style={{ marginInlineEnd: 0 }}>
        {t(statusKey)}
      </Tag>
      {switchingUserId === record.userId ? (
        <LoadingOutlined />
      ) : current ? (
        <CheckOutlined style={{ color: '#1668dc' }} aria-label={t('switcher.current')} />
      ) : null}
      <Tooltip title={record.defaultAccount ? t('switcher.isDefault') : t('switcher.setDefault')}>
        <Button
          type="text"
          size="small"
          aria-label={record.defaultAccount ? t('switcher.isDefault') : t('switcher.setDefault')}
          aria-pressed={record.defaultAccount}
          loading={defaultingUserId === record.userId}
          icon={record.defaultAccount ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
          onClick={(e) => {
            e.stopPropagation();
            if (!record.defaultAccount) onSetDefault(record);
          }}
        />
      </Tooltip>
    </div>
  );
}

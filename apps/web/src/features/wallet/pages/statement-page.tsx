import { Button, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { statementEntity } from '../entity';

/** /wallet/balance/view?currency=XXX: the statement of one currency's available account (?period&begin&end&kind), with export. */
export function StatementPage({ onBack, onOpenBatch }: { onBack: () => void; onOpenBatch: (currency: string, reference: string) => void }) {
  const { t } = useTranslation(['wallet', 'messages']);
  const [params] = useSearchParams();
  const currency = (params.get('currency') ?? '').toUpperCase();

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="center">
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('statement.back')} onClick={onBack} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('statement.title', { currency })}
        </Typography.Title>
      </Space>
      <EntityTable entity={statementEntity} fixedQuery={{ currency }} go={{ batch: (reference) => onOpenBatch(currency, reference) }} />
    </div>
  );
}

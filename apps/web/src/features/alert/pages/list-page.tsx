import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { alertEntity } from '../entity';

/** /transaction/chargeback-alert: the pre-dispute alerts with their filters (kept in the URL). */
export function AlertListPage({ onOpen, onOpenTransaction }: { onOpen: (alertId: string) => void; onOpenTransaction: (id: string) => void }) {
  const { t } = useTranslation('alert');
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('list.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('list.intro')}
      </Typography.Paragraph>
      <EntityTable entity={alertEntity} open={(r) => onOpen(r.alertId)} go={{ transaction: onOpenTransaction }} />
    </div>
  );
}

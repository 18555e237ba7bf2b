import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { fraudEntity } from '../entity';

/** /risk/fraud-notification: the issuer's fraud reports with their filters (kept in the URL). */
export function FraudListPage({ onOpen, onOpenTransaction }: { onOpen: (serviceId: string) => void; onOpenTransaction: (id: string) => void }) {
  const { t } = useTranslation('fraud');
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('list.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('list.intro')}
      </Typography.Paragraph>
      <EntityTable entity={fraudEntity} open={(r) => onOpen(r.notificationId)} go={{ transaction: onOpenTransaction }} />
    </div>
  );
}

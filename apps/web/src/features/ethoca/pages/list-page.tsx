import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { ethocaEntity } from '../entity';

/** /risk/alert: the Ethoca-type alerts and cases, filtered by type, status, received date and order ID. */
export function EthocaListPage({ onOpen, href }: { onOpen: (alertId: string) => void; href: (alertId: string) => string }) {
  const { t } = useTranslation('ethoca');
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('list.title')}
      </Typography.Title>
      <EntityTable entity={ethocaEntity} open={(r) => onOpen(r.alertId)} href={(r) => href(r.alertId)} />
    </div>
  );
}

import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { rdrEntity } from '../entity';

/** /risk/rdr: the RDR alerts, filtered by outcome, deciding rule, received date and order ID. */
export function RdrListPage({ onOpen, href }: { onOpen: (alertId: string) => void; href: (alertId: string) => string }) {
  const { t } = useTranslation('rdr');
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('list.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('list.intro')}
      </Typography.Paragraph>
      <EntityTable entity={rdrEntity} open={(r) => onOpen(r.alertId)} href={(r) => href(r.alertId)} />
    </div>
  );
}

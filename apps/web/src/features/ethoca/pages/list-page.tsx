import { useTranslation } from 'react-i18next';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { ethocaEntity } from '../entity';

/** /risk/alert: the Ethoca-type alerts and cases, filtered by type, status, received date and order ID. */
export function EthocaListPage({ onOpen, href }: { onOpen: (alertId: string) => void; href: (alertId: string) => string }) {
  const { t } = useTranslation('ethoca');
  return (
    <EntityListPage title={t('list.title')}>
      <EntityTable entity={ethocaEntity} open={(r) => onOpen(r.alertId)} href={(r) => href(r.alertId)} />
    </EntityListPage>
  );
}

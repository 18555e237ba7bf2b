import { useTranslation } from 'react-i18next';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { rdrEntity } from '../entity';

/** /risk/rdr: the RDR alerts, filtered by outcome, deciding rule, received date and order ID. */
export function RdrListPage({ onOpen, href }: { onOpen: (alertId: string) => void; href: (alertId: string) => string }) {
  const { t } = useTranslation('rdr');
  return (
    <EntityListPage title={t('list.title')} intro={t('list.intro')}>
      <EntityTable entity={rdrEntity} open={(r) => onOpen(r.alertId)} href={(r) => href(r.alertId)} />
    </EntityListPage>
  );
}

import { useTranslation } from 'react-i18next';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { alertEntity } from '../entity';

/** /transaction/chargeback-alert: the pre-dispute alerts with their filters (kept in the URL). */
export function AlertListPage({ onOpen, onOpenTransaction }: { onOpen: (alertId: string) => void; onOpenTransaction: (id: string) => void }) {
  const { t } = useTranslation('alert');
  return (
    <EntityListPage title={t('list.title')} intro={t('list.intro')}>
      <EntityTable entity={alertEntity} open={(r) => onOpen(r.alertId)} go={{ transaction: onOpenTransaction }} />
    </EntityListPage>
  );
}

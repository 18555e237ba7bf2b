import { useTranslation } from 'react-i18next';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { fraudEntity } from '../entity';

/** /risk/fraud-notification: the issuer's fraud reports with their filters (kept in the URL). */
export function FraudListPage({ onOpen, onOpenTransaction }: { onOpen: (serviceId: string) => void; onOpenTransaction: (id: string) => void }) {
  const { t } = useTranslation('fraud');
  return (
    <EntityListPage title={t('list.title')} intro={t('list.intro')}>
      <EntityTable entity={fraudEntity} open={(r) => onOpen(r.notificationId)} go={{ transaction: onOpenTransaction }} />
    </EntityListPage>
  );
}

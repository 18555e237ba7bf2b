import { useTranslation } from 'react-i18next';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { collectionEntity } from '../entity';

/** collection/transaction: money received on the virtual accounts, filtered by ?period&begin&end&account&currency&status. */
export function CollectionListPage({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('virtual-account');

  return (
    <EntityListPage title={t('collections.title')}>
      <EntityTable entity={collectionEntity} open={(r) => onOpen(r.id)} />
    </EntityListPage>
  );
}

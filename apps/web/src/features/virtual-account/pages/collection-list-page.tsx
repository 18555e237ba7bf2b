import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { collectionEntity } from '../entity';

/** collection/transaction: money received on the virtual accounts, filtered by ?period&begin&end&account&currency&status. */
export function CollectionListPage({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('virtual-account');

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('collections.title')}
      </Typography.Title>
      <EntityTable entity={collectionEntity} open={(r) => onOpen(r.id)} />
    </div>
  );
}

import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { checkoutCardEntity } from '../entity';

/**
 * checkout/card: the payment methods the hosted page offers, in its order. Spec 5: a method moves
 * only to the highest or the lowest priority.
 */
export function CardListPage({ onAdd, onView, onEdit }: { onAdd: () => void; onView: (id: number) => void; onEdit: (id: number) => void }) {
  const { t } = useTranslation(['checkout']);
  return (
    <EntityListPage
      title={t('card.title')}
      intro={t('card.intro')}
      actions={
        <Access code="checkout:card:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {t('card.add')}
          </Button>
        </Access>
      }
    >
      <EntityTable entity={checkoutCardEntity} open={(c) => onView(c.id)} go={{ edit: (id) => onEdit(Number(id)) }} />
    </EntityListPage>
  );
}

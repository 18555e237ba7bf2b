import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { checkoutBrandEntity } from '../entity';

/** checkout/brand: the hosted page's brands, newest first. */
export function BrandListPage({ onAdd, onView, onEdit }: { onAdd: () => void; onView: (id: number) => void; onEdit: (id: number) => void }) {
  const { t } = useTranslation(['checkout']);
  return (
    <EntityListPage
      title={t('brand.title')}
      intro={t('brand.intro')}
      actions={
        <Access code="checkout:brand:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {t('brand.add')}
          </Button>
        </Access>
      }
    >
      <EntityTable entity={checkoutBrandEntity} open={(b) => onView(b.id)} go={{ edit: (id) => onEdit(Number(id)) }} />
    </EntityListPage>
  );
}

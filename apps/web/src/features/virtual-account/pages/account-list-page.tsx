import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { accountEntity } from '../entity';

/** virtual-account/list: the merchant's collection accounts, filtered by ?currency&status&keyword. */
export function AccountListPage(p: { onApply: () => void; onOpen: (id: number) => void; onRecharge: (id: number) => void }) {
  const { t } = useTranslation('virtual-account');

  return (
    <EntityListPage
      title={t('list.title')}
      actions={
        <Access code="virtualAccount:list:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={p.onApply}>
            {t('list.apply')}
          </Button>
        </Access>
      }
    >
      <EntityTable entity={accountEntity} open={(r) => p.onOpen(r.id)} go={{ recharge: (id) => p.onRecharge(Number(id)) }} />
    </EntityListPage>
  );
}

import { Button, Space } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { transferEntity } from '../entity';

export interface TransferListPageProps {
  /** spec 6: the add button shows only for business types 0 and 2 (and with transfer:transfer:add) */
  canAdd: boolean;
  onAdd: () => void;
  onBatch: () => void;
  onView: (id: number) => void;
}

/** /transfer/transfer (and its aggregate variant): transfers with filters (?begin&end&status&currency&payee&reference); add and batch buttons. */
export function TransferListPage({ canAdd, onAdd, onBatch, onView }: TransferListPageProps) {
  const { t } = useTranslation('transfer');

  return (
    <EntityListPage
      title={t('list.title')}
      intro={t('list.intro')}
      actions={
        canAdd && (
          <Space>
            <Access code="transfer:transfer:batch">
              <Button icon={<UploadOutlined />} onClick={onBatch}>
                {t('list.batch')}
              </Button>
            </Access>
            <Access code="transfer:transfer:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
                {t('list.add')}
              </Button>
            </Access>
          </Space>
        )
      }
    >
      <EntityTable entity={transferEntity} open={(r) => onView(r.id)} />
    </EntityListPage>
  );
}

import { useState } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { DeclarationBatchDrawer } from '../components/declaration-batch-drawer';
import { DeclarationFormModal } from '../components/declaration-form';
import { declarationEntity } from '../entity';

/** /settlement/declaration: the declarations; file one, or many by file. */
export function DeclarationListPage({ onOpen, href }: { onOpen: (declarationId: string) => void; href: (declarationId: string) => string }) {
  const { t } = useTranslation('declaration');
  const [adding, setAdding] = useState(false);
  const [batch, setBatch] = useState<{ open: boolean; id: number | null }>({ open: false, id: null });
  return (
    <EntityListPage
      title={t('list.title')}
      intro={t('list.intro')}
      actions={
        <Space wrap>
          <Access code="settlement:declaration:batch">
            <Button icon={<UploadOutlined />} onClick={() => setBatch((b) => ({ ...b, open: true }))}>
              {t('list.batch')}
            </Button>
          </Access>
          <Access code="settlement:declaration:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('list.add')}
            </Button>
          </Access>
        </Space>
      }
    >
      <EntityTable entity={declarationEntity} open={(r) => onOpen(r.declarationId)} href={(r) => href(r.declarationId)} />
      <DeclarationFormModal open={adding} onClose={() => setAdding(false)} onFiled={onOpen} />
      <DeclarationBatchDrawer
        open={batch.open}
        batchId={batch.id}
        onBatch={(id) => setBatch({ open: true, id })}
        onClose={() => setBatch((b) => ({ ...b, open: false }))}
      />
    </EntityListPage>
  );
}

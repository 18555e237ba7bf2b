import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Application } from '@crossbill/contracts/application';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { ApplicationFormModal } from '../components/application-form-modal';
import { applicationEntity } from '../entity';

/** /application/list: the merchant's stores and websites with their review status (?name&auditStatus&page&size). */
export function ApplicationListPage() {
  const { t } = useTranslation('application');
  const [editing, setEditing] = useState<Application | 'new' | null>(null);

  return (
    <EntityListPage
      title={t('title')}
      intro={t('intro')}
      actions={
        <Access code="application:list:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        </Access>
      }
    >
      <EntityTable entity={applicationEntity} open={setEditing} />
      {editing !== null ? <ApplicationFormModal app={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </EntityListPage>
  );
}

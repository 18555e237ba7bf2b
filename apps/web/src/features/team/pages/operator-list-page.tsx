import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OperatorItem } from '@crossbill/contracts/team';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { OperatorFormModal } from '../components/operator-form-modal';
import { operatorEntity } from '../entity';

/** /permission/operator: the merchant's operators (?keyword&roleId&status&page&size); invite, edit, enable or disable, reset password. */
export function OperatorListPage() {
  const { t } = useTranslation('team');
  const [editing, setEditing] = useState<OperatorItem | 'new' | null>(null);

  return (
    <EntityListPage
      title={t('operator.title')}
      intro={t('operator.intro')}
      actions={
        <Access code="permission:operator:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('operator.add')}
          </Button>
        </Access>
      }
    >
      <EntityTable entity={operatorEntity} open={setEditing} />
      {editing !== null ? <OperatorFormModal operator={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </EntityListPage>
  );
}

import { useState } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OperatorItem } from '@crossbill/contracts/team';
import { Access } from '../../../components/access';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { PageHeading } from '../../../components/page-heading';
import { OperatorFormModal } from '../components/operator-form-modal';
import { operatorEntity } from '../entity';

/** /permission/operator: the merchant's operators (?keyword&roleId&status&page&size); invite, edit, enable or disable, reset password. */
export function OperatorListPage() {
  const { t } = useTranslation('team');
  const [editing, setEditing] = useState<OperatorItem | 'new' | null>(null);

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="start" style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <PageHeading title={t('operator.title')} intro={t('operator.intro')} />
        <Access code="permission:operator:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('operator.add')}
          </Button>
        </Access>
      </Space>
      <EntityTable entity={operatorEntity} open={setEditing} />
      {editing !== null ? <OperatorFormModal operator={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

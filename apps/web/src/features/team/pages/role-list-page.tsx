import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { RoleFormModal } from '../components/role-form-modal';
import { roleEntity } from '../entity';

/** /permission/role: the merchant's roles; a role's name opens it, its buttons edit or delete it. */
export function RoleListPage({ viewHref }: { viewHref: (id: number) => string }) {
  const { t } = useTranslation('team');
  const [editing, setEditing] = useState<number | null | 'new'>(null);

  return (
    <EntityListPage
      title={t('role.title')}
      intro={t('role.intro')}
      actions={
        <Access code="permission:role:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('role.add')}
          </Button>
        </Access>
      }
    >
      <EntityTable entity={roleEntity} href={(r) => viewHref(r.id)} open={(r) => setEditing(r.id)} />
      {editing !== null ? <RoleFormModal id={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </EntityListPage>
  );
}

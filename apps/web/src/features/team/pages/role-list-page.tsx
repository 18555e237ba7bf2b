import { useState } from 'react';
import { Button, Card, Modal, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RoleItem } from '@crossbill/contracts/team';
import { Access, useAccess } from '../../../components/access';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/list-roles';
import { RoleFormModal } from '../components/role-form-modal';
import { PageHeading } from '../../../components/page-heading';
import { roleName } from '../../../lib/role-name';

/**
 * /permission/role: the merchant's roles. Deleting one that operators hold asks first and says how
 * many hold it: they stay operators without a role (no menu) until given another one.
 */
export function RoleListPage({ viewHref }: { viewHref: (id: number) => string }) {
  const { t } = useTranslation('team');
  const roles = useRoles();
  const remove = useDeleteRole();
  const access = useAccess();
  const [editing, setEditing] = useState<number | null | 'new'>(null);
  const [modal, holder] = Modal.useModal();

  const askDelete = (r: RoleItem) =>
    void modal.confirm({
      title: t('role.deleteTitle', { name: r.name }),
      content: r.operatorCount > 0 ? t('role.deleteInUse', { count: r.operatorCount }) : t('role.deleteUnused'),
      okText: t('role.delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove.mutateAsync({ id: r.id, force: r.operatorCount > 0 }).then(() => {
          toast.success(t('role.deleted'));
        }),
    });

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {holder}
      <PageHeading title={t('role.title')} intro={t('role.intro')} />
      <Card
        extra={
          <Access code="permission:role:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('role.add')}
            </Button>
          </Access>
        }
      >
        <Table<RoleItem>
          rowKey="id"
          loading={roles.isPending}
          dataSource={roles.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('role.empty') }}
          columns={[
            {
              key: 'name',
              title: t('role.name'),
              render: (_, r) => (
                <Space>
                  <Link to={viewHref(r.id)}>{roleName(r.name)}</Link>
                  {r.isAdmin ? <Tag color="gold">{t('role.builtIn')}</Tag> : null}
                </Space>
              ),
            },
            { key: 'description', title: t('role.description'), dataIndex: 'description', render: (v: string) => v || '-' },
            { key: 'operators', title: t('role.operators'), dataIndex: 'operatorCount', align: 'right' },
            { key: 'updated', title: t('role.updated'), render: (_, r) => formatDateTime(r.updateTime) },
            {
              key: 'actions',
              title: t('actions'),
              render: (_, r) => (
                <Space>
                  {access.has('permission:role:edit') ? (
                    <Button size="small" type="link" onClick={() => setEditing(r.id)} aria-label={t('role.editNamed', { name: roleName(r.name) })}>
                      {t('edit')}
                    </Button>
                  ) : null}
                  {access.has('permission:role:delete') && !r.isAdmin ? (
                    <Button size="small" type="link" danger onClick={() => askDelete(r)} aria-label={t('role.deleteNamed', { name: roleName(r.name) })}>
                      {t('role.delete')}
                    </Button>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing !== null ? <RoleFormModal id={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

import { useState } from 'react';
import { Badge, Button, Card, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OperatorItem } from '@crossbill/contracts/team';
import { Access, useAccess } from '../../../components/access';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useRoleOptions } from '../api/list-role-options';
import { useOperators } from '../api/list-operators';
import { useResetOperatorPassword, useSetOperatorStatus } from '../api/operator-actions';
import { OperatorFormModal } from '../components/operator-form-modal';
import { pageOf, useUrlFilters } from '../../../lib/use-url-filters';
import { listPagination } from '../../../components/list-pagination';
import { FilterSelect } from '../../../components/filter-select';
import { PageHeading } from '../../../components/page-heading';
import { roleName } from '../../../lib/role-name';

/** The filters as the URL holds them: ?keyword&roleId&status&page&size. */
function filtersOf(params: URLSearchParams) {
  const num = (k: string) => (params.get(k) && Number.isInteger(Number(params.get(k))) ? Number(params.get(k)) : undefined);
  const status = num('status');
  return {
    keyword: params.get('keyword') || undefined,
    roleId: num('roleId'),
    status: status === 0 || status === 1 ? status : undefined,
    ...pageOf(params),
  };
}

/** /permission/operator: the merchant's operators; invite, edit, enable or disable, reset password. */
export function OperatorListPage() {
  const { t } = useTranslation('team');
  const { params, update } = useUrlFilters();
  const f = filtersOf(params);
  const operators = useOperators(f);
  const roles = useRoleOptions();
  const status = useSetOperatorStatus();
  const reset = useResetOperatorPassword();
  const access = useAccess();
  const [editing, setEditing] = useState<OperatorItem | 'new' | null>(null);
  const [keyword, setKeyword] = useState(f.keyword ?? '');
  const [modal, holder] = Modal.useModal();

  const toggle = (o: OperatorItem) =>
    void modal.confirm({
      title: o.status === 1 ? t('operator.disableTitle', { name: o.name }) : t('operator.enableTitle', { name: o.name }),
      content: o.status === 1 ? t('operator.disableBody') : t('operator.enableBody'),
      okText: o.status === 1 ? t('operator.disable') : t('operator.enable'),
      okButtonProps: { danger: o.status === 1 },
      cancelText: t('cancel'),
      onOk: () => status.mutateAsync({ id: o.id, status: o.status === 1 ? 0 : 1 }).then(() => toast.success(t('operator.statusSaved'))),
    });

  const resetPassword = (o: OperatorItem) =>
    void modal.confirm({
      title: t('operator.resetTitle', { name: o.name }),
      content: t('operator.resetBody', { email: o.email }),
      okText: t('operator.resetPassword'),
      cancelText: t('cancel'),
      onOk: () => reset.mutateAsync(o.id).then(() => toast.success(t('operator.resetSent', { email: o.email }))),
    });

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {holder}
      <PageHeading title={t('operator.title')} intro={t('operator.intro')} />
      <Card
        extra={
          <Access code="permission:operator:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('operator.add')}
            </Button>
          </Access>
        }
      >
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label={t('operator.keyword')}
            placeholder={t('operator.keyword')}
            allowClear
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => update({ keyword: v.trim() || undefined })}
            style={{ width: 260 }}
          />
          <FilterSelect<number>
            aria-label={t('operator.role')}
            style={{ minWidth: 160 }}
            allLabel={t('operator.allRoles')}
            value={f.roleId}
            onChange={(roleId) => update({ roleId })}
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          />
          <FilterSelect<number>
            aria-label={t('operator.status')}
            style={{ minWidth: 140 }}
            allLabel={t('operator.allStatuses')}
            value={f.status}
            onChange={(status) => update({ status })}
            options={[
              { value: 1, label: t('operator.enabled') },
              { value: 0, label: t('operator.disabled') },
            ]}
          />
        </Space>
        <Table<OperatorItem>
          rowKey="id"
          loading={operators.isPending}
          dataSource={operators.data?.content ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('operator.empty') }}
          pagination={listPagination({ page: f.page, size: f.size, total: operators.data?.total, update, totalText: (total) => t('total', { total }) })}
          columns={[
            {
              key: 'name',
              title: t('operator.name'),
              render: (_, o) => (
                <Space>
                  {o.name}
                  {o.isSelf ? <Tag>{t('operator.you')}</Tag> : null}
                  {o.invitationPending ? <Tag color="blue">{t('operator.invitationPending')}</Tag> : null}
                </Space>
              ),
            },
            { key: 'email', title: t('operator.email'), dataIndex: 'email' },
            {
              key: 'role',
              title: t('operator.role'),
              render: (_, o) => (o.roleName ? roleName(o.roleName) : null) ?? <Typography.Text type="secondary">{t('operator.noRole')}</Typography.Text>,
            },
            {
              key: 'status',
              title: t('operator.status'),
              render: (_, o) => (
                <Badge status={o.status === 1 ? 'success' : 'default'} text={o.status === 1 ? t('operator.enabled') : t('operator.disabled')} />
              ),
            },
            { key: 'notify', title: t('operator.emailNotify'), render: (_, o) => (o.emailNotify ? t('operator.on') : t('operator.off')) },
            { key: 'created', title: t('operator.created'), render: (_, o) => formatDateTime(o.createTime) },
            {
              key: 'actions',
              title: t('actions'),
              render: (_, o) => (
                <Space size={0} wrap>
                  {access.has('permission:operator:edit') ? (
                    <Button size="small" type="link" onClick={() => setEditing(o)} aria-label={t('operator.editNamed', { name: o.name })}>
                      {t('edit')}
                    </Button>
                  ) : null}
                  {access.has('permission:operator:status') && !o.isSelf ? (
                    <Button
                      size="small"
                      type="link"
                      danger={o.status === 1}
                      onClick={() => toggle(o)}
                      aria-label={t(o.status === 1 ? 'operator.disableNamed' : 'operator.enableNamed', { name: o.name })}
                    >
                      {o.status === 1 ? t('operator.disable') : t('operator.enable')}
                    </Button>
                  ) : null}
                  {access.has('permission:operator:resetPassword') && o.status === 1 ? (
                    <Button size="small" type="link" onClick={() => resetPassword(o)} aria-label={t('operator.resetNamed', { name: o.name })}>
                      {t('operator.resetPassword')}
                    </Button>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing !== null ? <OperatorFormModal operator={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

import { Badge, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { listOperators, listRoles } from '@crossbill/contracts/endpoints/team';
import { defineEntity } from '../../components/entity-table/entity';
import { formatDateTime } from '../../lib/format';
import { roleName } from '../../lib/role-name';
import { useRoleOptions } from './api/list-role-options';
import { OperatorRowActions, RoleRowActions } from './components/row-actions';

/** /permission/operator (spec 6): the merchant's operators by name or e-mail, role and status; a row's buttons edit, enable or disable, reset the password. */
export const operatorEntity = defineEntity({
  id: 'operators',
  ns: ['team'],
  list: listOperators,
  rowKey: 'id',
  columnPrefix: 'operator',
  texts: { empty: 'operator.empty', total: 'total' },
  filters: [
    { kind: 'text', name: 'keyword', label: 'operator.keyword', maxLength: 128 },
    {
      kind: 'select',
      name: 'roleId',
      label: 'operator.role',
      search: true,
      useOptions: () => (useRoleOptions().data ?? []).map((r) => ({ value: String(r.id), label: roleName(r.name) })),
    },
    {
      kind: 'select',
      name: 'status',
      label: 'operator.status',
      options: (t) => [
        { value: '1', label: t('team:operator.enabled') },
        { value: '0', label: t('team:operator.disabled') },
      ],
    },
  ],
  columns: [
    {
      key: 'name',
      render: (o, c) => (
        <Space>
          {o.name}
          {o.isSelf ? <Tag>{c.t('team:operator.you')}</Tag> : null}
          {o.invitationPending ? <Tag color="blue">{c.t('team:operator.invitationPending')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'email', render: (o) => o.email },
    {
      key: 'role',
      render: (o, c) => (o.roleName ? roleName(o.roleName) : <Typography.Text type="secondary">{c.t('team:operator.noRole')}</Typography.Text>),
    },
    {
      key: 'status',
      render: (o, c) => (
        <Badge status={o.status === 1 ? 'success' : 'default'} text={c.t(o.status === 1 ? 'team:operator.enabled' : 'team:operator.disabled')} />
      ),
    },
    { key: 'emailNotify', render: (o, c) => c.t(o.emailNotify ? 'team:operator.on' : 'team:operator.off') },
    { key: 'created', render: (o, c) => formatDateTime(o.createTime, c.language) },
  ],
  actions: (o, c) => <OperatorRowActions o={o} onEdit={() => c.open(o)} />,
});

/** /permission/role (spec 6): every role of the merchant at once (a short list); the name opens the role, the buttons edit or delete it. */
export const roleEntity = defineEntity({
  id: 'roles',
  ns: ['team'],
  list: listRoles,
  unpaged: true,
  rowKey: 'id',
  columnPrefix: 'role',
  texts: { empty: 'role.empty', total: 'role.total' },
  filters: [],
  columns: [
    {
      key: 'name',
      render: (r, c) => (
        <Space>
          <Link to={c.href(r) ?? ''}>{roleName(r.name)}</Link>
          {r.isAdmin ? <Tag color="gold">{c.t('team:role.builtIn')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'description', render: (r) => r.description || '-' },
    { key: 'operators', align: 'right', render: (r) => r.operatorCount },
    { key: 'updated', render: (r, c) => formatDateTime(r.updateTime, c.language) },
  ],
  actions: (r, c) => <RoleRowActions r={r} onEdit={() => c.open(r)} />,
});

import { Button, Tag, Tooltip, Typography } from 'antd';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@crossbill/contracts/application';
import { listApplications } from '@crossbill/contracts/endpoints/application';
import { Access } from '../../components/access';
import { defineEntity } from '../../components/entity-table/entity';
import { formatDateTime } from '../../lib/format';

const STATUS_COLOR: Record<ApplicationStatus, string> = { waiting: 'processing', pass: 'success', fail: 'error' };

/** /application/list (spec 2): the merchant's stores and websites with their review status; a rejected one can be modified. */
export const applicationEntity = defineEntity({
  id: 'applications',
  ns: ['application'],
  list: listApplications,
  rowKey: 'id',
  columnPrefix: 'col',
  texts: { empty: 'empty', total: 'total' },
  filters: [
    { kind: 'text', name: 'name', label: 'name', maxLength: 128 },
    {
      kind: 'select',
      name: 'auditStatus',
      label: 'status',
      options: (t) => APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`application:statuses.${s}`) })),
    },
  ],
  columns: [
    { key: 'appId', title: 'appId', render: (a) => a.appId },
    { key: 'name', title: 'name', render: (a) => a.name },
    { key: 'type', title: 'type', render: (a, c) => c.t(`application:types.${a.type}`) },
    { key: 'url', title: 'url', render: (a) => <Typography.Text copyable={{ text: a.url }}>{a.url}</Typography.Text> },
    {
      key: 'status',
      title: 'status',
      render: (a, c) => {
        const tag = <Tag color={STATUS_COLOR[a.auditStatus]}>{c.t(`application:statuses.${a.auditStatus}`)}</Tag>;
        return a.comments ? <Tooltip title={a.comments}>{tag}</Tooltip> : tag;
      },
    },
    { key: 'comments', title: 'comments', render: (a) => a.comments ?? '-' },
    { key: 'created', title: 'created', render: (a, c) => formatDateTime(a.createTime, c.language) },
  ],
  actions: (a, c) =>
    a.auditStatus === 'fail' ? (
      <Access code="application:list:add">
        <Button size="small" type="link" onClick={() => c.open(a)} aria-label={c.t('application:editNamed', { name: a.name })}>
          {c.t('application:edit')}
        </Button>
      </Access>
    ) : null,
});

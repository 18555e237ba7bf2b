import { Button, Typography } from 'antd';
import { exportAuditLog, listAuditLog } from '@crossbill/contracts/endpoints/audit-log';
import { defineEntity } from '../../components/entity-table/entity';
import { formatDateTime } from '../../lib/format';
import { useAuditLogOptions } from './api/audit-log';

/** The filters' choices read from the server, labelled there in the operator's language. */
const useOperatorOptions = () => (useAuditLogOptions().data?.operators ?? []).map((o) => ({ value: String(o.userId), label: o.email }));
const useActionOptions = () => (useAuditLogOptions().data?.actions ?? []).map((a) => ({ value: a.value, label: a.label }));
const useObjectTypeOptions = () => (useAuditLogOptions().data?.objectTypes ?? []).map((o) => ({ value: o.value, label: o.label }));

/** /account/audit-log: the merchant's audit entries, newest first; a row opens its detail drawer. */
export const auditLogEntity = defineEntity({
  id: 'auditLog',
  ns: ['audit-log'],
  list: listAuditLog,
  rowKey: (r) => String(r.id),
  columnPrefix: 'list',
  texts: { empty: 'list.empty', total: 'list.total' },
  export: { endpoint: exportAuditLog, code: 'account:auditLog:export', label: 'list.export', started: 'list.exporting' },
  rowOpens: true,
  filters: [
    { kind: 'days', label: 'list.period' },
    { kind: 'select', name: 'userId', label: 'list.operator', search: true, useOptions: useOperatorOptions, valuePattern: /^\d{1,10}$/ },
    { kind: 'select', name: 'action', label: 'list.action', search: true, useOptions: useActionOptions, valuePattern: /^[A-Za-z_.]{1,64}$/ },
    { kind: 'select', name: 'objectType', label: 'list.objectType', search: true, useOptions: useObjectTypeOptions, valuePattern: /^[A-Za-z]{1,32}$/ },
    { kind: 'text', name: 'objectId', label: 'list.objectId', maxLength: 200, pattern: { re: /^[\w.@:+-]{1,200}$/, message: 'list.objectIdPattern' } },
    { kind: 'text', name: 'ip', label: 'list.ip', maxLength: 64, pattern: { re: /^[0-9A-Fa-f.:]{1,64}$/, message: 'list.ipPattern' } },
  ],
  columns: [
    { key: 'time', render: (r, c) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.time, c.language)}</span> },
    {
      key: 'operator',
      render: (r) => (
        <span style={{ display: 'grid' }}>
          <span>{r.operatorEmail}</span>
          {r.operatorName ? <Typography.Text type="secondary">{r.operatorName}</Typography.Text> : null}
        </span>
      ),
    },
    { key: 'action', render: (r) => r.actionName },
    { key: 'objectType', render: (r) => r.objectTypeName },
    {
      key: 'objectId',
      render: (r) => (
        <Typography.Text ellipsis={{ tooltip: r.objectId }} style={{ maxWidth: 200 }}>
          {r.objectId || '—'}
        </Typography.Text>
      ),
    },
    { key: 'ip', render: (r) => r.ip || '—' },
    { key: 'device', render: (r) => r.device || '—' },
  ],
  actions: (r, c) => (
    <Button type="link" size="small" onClick={(ev) => (ev.stopPropagation(), c.open(r))}>
      {c.t('audit-log:list.view')}
    </Button>
  ),
});

import { Typography } from 'antd';
import { exportLoginRecords, listLoginRecords } from '@crossbill/contracts/endpoints/activity';
import { defineEntity } from '../../components/entity-table/entity';
import { formatDateTime } from '../../lib/format';

/** The sign-in activity of the merchant (home and account information), newest first, exported to the download center. */
export const loginActivityEntity = defineEntity({
  id: 'loginActivity',
  ns: ['account'],
  list: listLoginRecords,
  rowKey: 'id',
  columnPrefix: 'activity',
  texts: { empty: 'activity.empty', total: 'activity.total' },
  export: { endpoint: exportLoginRecords, code: 'account:info', label: 'activity.export', started: 'activity.exporting' },
  filters: [],
  columns: [
    { key: 'time', render: (r, c) => formatDateTime(r.time, c.language) },
    { key: 'action', render: (r) => r.actionName },
    { key: 'email', render: (r) => r.email },
    { key: 'ip', render: (r) => r.ip },
    // a browser's whole user agent is long: its start, the rest on hover
    {
      key: 'userAgent',
      render: (r) => (
        <Typography.Text ellipsis={{ tooltip: r.userAgent }} style={{ maxWidth: 320 }}>
          {r.userAgent}
        </Typography.Text>
      ),
    },
  ],
});

import { Badge, Space } from 'antd';
import { Link } from 'react-router';
import { listNotices } from '@crossbill/contracts/endpoints/notice';
import { defineEntity } from '../../components/entity-table/entity';
import { formatDateTime } from '../../lib/format';

/** /notice/list (spec 2 notices): every notice with its read state; the title opens it. */
export const noticeEntity = defineEntity({
  id: 'notices',
  ns: ['notice'],
  list: listNotices,
  rowKey: 'id',
  columnPrefix: 'col',
  texts: { empty: 'empty', total: 'total' },
  filters: [
    { kind: 'text', name: 'title', label: 'filterTitle', maxLength: 256 },
    {
      kind: 'select',
      name: 'read',
      label: 'readState',
      options: (t) => [
        { value: 'false', label: t('notice:unread') },
        { value: 'true', label: t('notice:read') },
      ],
    },
  ],
  columns: [
    {
      key: 'title',
      title: 'noticeTitle',
      render: (n, c) => (
        <Space>
          <Badge status={n.read ? 'default' : 'processing'} />
          <Link to={c.href(n) ?? ''} style={{ fontWeight: n.read ? 'normal' : 600 }}>
            {n.title}
          </Link>
        </Space>
      ),
    },
    { key: 'readState', title: 'readState', render: (n, c) => (n.read ? c.t('notice:read') : c.t('notice:unread')) },
    { key: 'publishTime', title: 'publishTime', render: (n, c) => formatDateTime(n.publishTime, c.language) },
  ],
});

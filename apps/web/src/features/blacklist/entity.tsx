import { Tag, Typography } from 'antd';
import { BLACKLIST_ATTRIBUTES, ITEM_DISPLAY_STATUSES, type ItemDisplayStatus } from '@crossbill/contracts/blacklist';
import { listBlacklists, listEntries } from '@crossbill/contracts/endpoints/blacklist';
import { defineEntity } from '../../components/entity-table/entity';
import { formatDateTime } from '../../lib/format';
import { RuleSwitch } from './components/rule-switch';

/** risk/list: the merchant's blacklists, one per attribute, with their counters and rule switch. */
export const blacklistEntity = defineEntity({
  id: 'blacklists',
  ns: ['blacklist'],
  list: listBlacklists,
  rowKey: (r) => String(r.id),
  columnPrefix: 'col',
  texts: { empty: 'list.empty', total: 'list.total' },
  filters: [
    { kind: 'text', name: 'name', label: 'col.name', maxLength: 50 },
    { kind: 'select', name: 'attribute', label: 'col.attribute', options: (t) => BLACKLIST_ATTRIBUTES.map((a) => ({ value: a, label: t(`attribute.${a}`) })) },
  ],
  columns: [
    {
      key: 'name',
      render: (r, c) => (
        <Typography.Link href={c.href(r)} onClick={(e) => (e.preventDefault(), c.open(r))}>
          {r.name}
        </Typography.Link>
      ),
    },
    { key: 'attribute', render: (r, c) => c.t(`attribute.${r.attribute}`) },
    { key: 'type', render: (r, c) => c.t(`type.${r.type}`) },
    { key: 'itemCount', align: 'right', render: (r) => r.itemCount },
    { key: 'creator', render: (r) => r.creator },
    { key: 'updatedAt', render: (r, c) => formatDateTime(r.updatedAt, c.language) },
    { key: 'hitCount', align: 'right', render: (r) => r.hitCount },
    {
      key: 'hitRate',
      align: 'right',
      render: (r, c) => (r.hitRate30d === null ? c.t('list.noChecks') : `${(r.hitRate30d * 100).toFixed(2)}% (${r.hits30d}/${r.checked30d})`),
    },
    { key: 'scope', render: (r, c) => c.t(`scope.${r.scope}`) },
    { key: 'active', render: (r) => <RuleSwitch list={r} /> },
  ],
});

export const STATUS_COLOR: Record<ItemDisplayStatus, string> = { active: 'green', inactive: 'default', expiring_soon: 'gold' };

/** risk/detail: a list's items; the value of a card is masked (BIN and last four). */
export const entryEntity = defineEntity({
  id: 'blacklistItems',
  ns: ['blacklist'],
  list: listEntries,
  rowKey: (r) => String(r.id),
  columnPrefix: 'item.col',
  texts: { empty: 'item.empty', total: 'item.total' },
  filters: [
    { kind: 'text', name: 'value', label: 'item.col.value', maxLength: 256 },
    {
      kind: 'select',
      name: 'status',
      label: 'item.col.status',
      options: (t) => ITEM_DISPLAY_STATUSES.map((s) => ({ value: s, label: t(`item.status.${s}`) })),
    },
  ],
  columns: [
    { key: 'value', render: (r) => <span style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{r.value}</span> },
    { key: 'type', render: (r, c) => (r.type === 'M' ? `${c.t('item.type.M')} · ${r.transactionId}` : c.t('item.type.C')) },
    { key: 'status', render: (r, c) => <Tag color={STATUS_COLOR[r.displayStatus]}>{c.t(`item.status.${r.displayStatus}`)}</Tag> },
    { key: 'expiryDate', render: (r, c) => r.expiryDate ?? c.t('item.longTerm') },
    { key: 'remarks', render: (r) => r.remarks || '—' },
    { key: 'lastHitAt', render: (r, c) => (r.lastHitAt ? formatDateTime(r.lastHitAt, c.language) : '—') },
    { key: 'createdAt', render: (r, c) => formatDateTime(r.createdAt, c.language) },
    { key: 'hitCount', align: 'right', render: (r) => r.hitCount },
  ],
});

import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Popconfirm, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EntryItem } from '@crossbill/contracts/blacklist';
import { Access } from '../../../components/access';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useBlacklist } from '../api/get-blacklist';
import { useBatchEntries } from '../api/entry-actions';
import { BlacklistForm } from '../components/blacklist-form';
import { EntryForm } from '../components/entry-form';
import { ImportDialog } from '../components/import-dialog';
import { RuleSwitch } from '../components/rule-switch';
import { entryEntity } from '../entity';

/** risk/detail?id=: a blacklist's header and its items, added (one by one or by file), edited, switched and deleted in batches. */
export function BlacklistDetailPage({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('blacklist');
  const language = currentLanguage();
  const q = useBlacklist(id);
  const d = q.data;
  const [selected, setSelected] = useState<number[]>([]);
  const [entry, setEntry] = useState<EntryItem | 'new' | null>(null);
  const [editingList, setEditingList] = useState(false);
  const [importing, setImporting] = useState(false);
  const batch = useBatchEntries();

  const run = (action: 'activate' | 'deactivate' | 'delete') => {
    // spec 5: a batch action needs a selection
    if (selected.length === 0) return void toast.warning(t('item.selectItems'));
    batch.mutate({ listId: id, ids: selected, action }, { onSuccess: (r) => (setSelected([]), toast.success(t('item.changed', { count: r.changed }))) });
  };

  if (q.isPending) return <Spin />;
  if (!d) return <Empty description={t('detail.notFound')} />;
  const entity = {
    ...entryEntity,
    actions: (r: EntryItem) => (
      <Access code="risk:list:edit">
        <Button type="link" size="small" onClick={() => setEntry(r)}>
          {t('list.edit')}
        </Button>
      </Access>
    ),
  };
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          {t('detail.back')}
        </Button>
        <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {d.name}
        </Typography.Title>
      </Space>
      <Card
        title={t('detail.header')}
        extra={
          <Access code="risk:list:edit">
            <Button onClick={() => setEditingList(true)}>{t('list.edit')}</Button>
          </Access>
        }
      >
        <Descriptions
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'attribute', label: t('col.attribute'), children: t(`attribute.${d.attribute}`) },
            { key: 'type', label: t('col.type'), children: t(`type.${d.type}`) },
            { key: 'scope', label: t('col.scope'), children: t(`scope.${d.scope}`) },
            { key: 'active', label: t('col.active'), children: <RuleSwitch list={d} /> },
            { key: 'itemCount', label: t('col.itemCount'), children: d.itemCount },
            { key: 'hitCount', label: t('col.hitCount'), children: d.hitCount },
            {
              key: 'hitRate',
              label: t('col.hitRate'),
              children: d.hitRate30d === null ? t('list.noChecks') : `${(d.hitRate30d * 100).toFixed(2)}% (${d.hits30d}/${d.checked30d})`,
            },
            { key: 'lastHit', label: t('detail.lastHit'), children: d.lastHitAt ? formatDateTime(d.lastHitAt, language) : '—' },
            { key: 'creator', label: t('col.creator'), children: d.creator },
            { key: 'updatedAt', label: t('col.updatedAt'), children: formatDateTime(d.updatedAt, language) },
          ]}
        />
      </Card>
      <EntityTable
        entity={entity}
        fixedQuery={{ listId: id }}
        rowSelection={{ selectedRowKeys: selected.map(String), onChange: (keys) => setSelected(keys.map(Number)) }}
        toolbar={
          <>
            <Access code="risk:list:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEntry('new')}>
                {t('item.add')}
              </Button>
            </Access>
            <Access code="risk:list:import">
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                {t('import.open')}
              </Button>
            </Access>
            <Access code="risk:list:edit">
              <Button loading={batch.isPending} onClick={() => run('activate')}>
                {t('item.activate')}
              </Button>
              <Button loading={batch.isPending} onClick={() => run('deactivate')}>
                {t('item.deactivate')}
              </Button>
            </Access>
            <Access code="risk:list:delete">
              {selected.length === 0 ? (
                <Button danger onClick={() => run('delete')}>
                  {t('item.delete')}
                </Button>
              ) : (
                <Popconfirm
                  title={t('item.deleteConfirm', { count: selected.length })}
                  okText={t('list.delete')}
                  cancelText={t('form.cancel')}
                  onConfirm={() => run('delete')}
                >
                  <Button danger>{t('item.delete')}</Button>
                </Popconfirm>
              )}
            </Access>
          </>
        }
      />
      {entry ? <EntryForm listId={id} attribute={d.attribute} entry={entry === 'new' ? undefined : entry} onClose={() => setEntry(null)} /> : null}
      {editingList ? <BlacklistForm list={d} onClose={() => setEditingList(false)} /> : null}
      {importing ? <ImportDialog listId={id} onClose={() => setImporting(false)} /> : null}
    </div>
  );
}

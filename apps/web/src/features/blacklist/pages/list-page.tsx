import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BlacklistItem } from '@crossbill/contracts/blacklist';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { toast } from '../../../lib/toast';
import { useDeleteBlacklist } from '../api/blacklist-actions';
import { BlacklistForm } from '../components/blacklist-form';
import { blacklistEntity } from '../entity';

/** risk/list: the merchant's blacklists (one per attribute), created, edited, switched and deleted here. */
export function BlacklistListPage({ onOpen, href }: { onOpen: (id: number) => void; href: (id: number) => string }) {
  const { t } = useTranslation('blacklist');
  const [editing, setEditing] = useState<BlacklistItem | 'new' | null>(null);
  const remove = useDeleteBlacklist();
  const entity = {
    ...blacklistEntity,
    actions: (r: BlacklistItem) => (
      <Space size={0} wrap>
        <Button type="link" size="small" onClick={() => onOpen(r.id)}>
          {t('list.view')}
        </Button>
        <Access code="risk:list:edit">
          <Button type="link" size="small" onClick={() => setEditing(r)}>
            {t('list.edit')}
          </Button>
        </Access>
        <Access code="risk:list:delete">
          <Popconfirm
            title={t('list.deleteConfirm', { name: r.name })}
            okText={t('list.delete')}
            cancelText={t('form.cancel')}
            onConfirm={() => remove.mutateAsync(r.id).then(() => toast.success(t('deleted')))}
          >
            <Button type="link" size="small" danger>
              {t('list.delete')}
            </Button>
          </Popconfirm>
        </Access>
      </Space>
    ),
  };
  return (
    <EntityListPage
      title={t('list.title')}
      intro={t('list.intro')}
      actions={
        <Access code="risk:list:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('list.add')}
          </Button>
        </Access>
      }
    >
      <EntityTable entity={entity} open={(r) => onOpen(r.id)} href={(r) => href(r.id)} />
      {editing ? <BlacklistForm list={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
    </EntityListPage>
  );
}

import { useState } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { PageHeading } from '../../../components/page-heading';
import { ExchangeDetailDrawer } from '../components/exchange-detail-drawer';
import { exchangeEntity } from '../entity';

/** /wallet/exchange: the exchanges with filters and a detail drawer; "New exchange" needs the add code. */
export function ExchangeListPage({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('exchange');
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="start" style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <PageHeading title={t('list.title')} intro={t('list.intro')} />
        <Access code="wallet:exchange:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {t('list.add')}
          </Button>
        </Access>
      </Space>
      <EntityTable entity={exchangeEntity} open={(e) => setOpenId(e.id)} />
      <ExchangeDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

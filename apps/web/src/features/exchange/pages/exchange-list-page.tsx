import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { ExchangeDetailDrawer } from '../components/exchange-detail-drawer';
import { exchangeEntity } from '../entity';

/** /wallet/exchange: the exchanges with filters and a detail drawer; "New exchange" needs the add code. */
export function ExchangeListPage({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('exchange');
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <EntityListPage
      title={t('list.title')}
      intro={t('list.intro')}
      actions={
        <Access code="wallet:exchange:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {t('list.add')}
          </Button>
        </Access>
      }
    >
      <EntityTable entity={exchangeEntity} open={(e) => setOpenId(e.id)} />
      <ExchangeDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </EntityListPage>
  );
}

import { useState } from 'react';
import { Button, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { ReceiversPanel } from '../components/receivers-panel';
import { SplitModal } from '../components/split-modal';
import { splitEntity } from '../entity';

const TABS = ['outgoing', 'incoming', 'receivers'] as const;
type Tab = (typeof TABS)[number];

/**
 * /transaction/dividend: the shares of the merchant's payments (outgoing), the shares other merchants
 * of its group route to it (incoming), and its receivers. The tab is kept in the URL (?tab=).
 */
export function DividendListPage({ onOpen, href }: { onOpen: (splitId: string) => void; href: (splitId: string) => string }) {
  const { t } = useTranslation('dividend');
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'outgoing';
  const [splitting, setSplitting] = useState(false);
  // a new tab starts from its own filters: only the tab stays in the URL
  const choose = (next: string) => setParams(next === 'outgoing' ? {} : { tab: next });
  const table = (direction: 'outgoing' | 'incoming') => (
    <EntityTable entity={splitEntity} fixedQuery={{ direction }} open={(r) => onOpen(r.splitId)} href={(r) => href(r.splitId)} />
  );
  return (
    <EntityListPage
      title={t('list.title')}
      intro={t('list.intro')}
      actions={
        <Access code="transaction:dividend:add">
          <Button type="primary" onClick={() => setSplitting(true)}>
            {t('split.open')}
          </Button>
          <SplitModal open={splitting} onClose={() => setSplitting(false)} />
        </Access>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={choose}
        destroyOnHidden
        items={[
          { key: 'outgoing', label: t('tab.outgoing'), children: tab === 'outgoing' ? table('outgoing') : null },
          { key: 'incoming', label: t('tab.incoming'), children: tab === 'incoming' ? table('incoming') : null },
          { key: 'receivers', label: t('tab.receivers'), children: tab === 'receivers' ? <ReceiversPanel /> : null },
        ]}
      />
    </EntityListPage>
  );
}

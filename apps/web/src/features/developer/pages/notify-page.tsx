import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { notifyTabs } from './notify-tabs';

/** developer/notify: one tab per notification channel (notify-tabs.tsx); an unknown ?tab= opens the first. */
export function NotifyPage({ tab, onTab }: { tab: string | null; onTab: (tab: string) => void }) {
  const { t } = useTranslation('developer');
  const active = notifyTabs.find((x) => x.key === tab)?.key ?? notifyTabs[0]?.key;
  return (
    <Card>
      <PageHeading title={t('notify.title')} intro={t('notify.intro')} />
      <Tabs
        activeKey={active}
        onChange={onTab}
        destroyOnHidden
        items={notifyTabs.map(({ key, labelKey, Panel }) => ({ key, label: t(labelKey), children: <Panel /> }))}
      />
    </Card>
  );
}

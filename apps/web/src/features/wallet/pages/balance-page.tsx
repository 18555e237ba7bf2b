import { useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useBalances } from '../api/list-balances';
import { useSetDisplayCurrencies } from '../api/set-display-currencies';
import { BalanceTable } from '../components/balance-table';
import { CurrencyDisplayModal } from '../components/currency-display-modal';
import { AddFundsDrawer } from '../components/add-funds-drawer';
import { PageHeading } from '../../../components/page-heading';

/** /wallet/balance and /wallet/balance/aggregate/:type: balances per currency and the display settings. */
export function BalancePage({ onOpenStatement }: { onOpenStatement: (currency: string) => void }) {
  const { t } = useTranslation(['wallet', 'messages']);
  const balances = useBalances();
  const hide = useSetDisplayCurrencies();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [addFundsOpen, setAddFundsOpen] = useState(false);
  const rows = balances.data ?? [];
  const hiddenCount = rows.filter((r) => r.hidden).length;

  const hideOne = (currency: string) =>
    hide.mutate(
      rows.filter((r) => !r.hidden && r.currency !== currency).map((r) => r.currency),
      {
        onSuccess: () => toast.success(t('balance.hideSucceeded', { currency })),
        onError: (e) => {
          if (isApiError(e) && !e.notified) toast.error(e.message);
        },
      },
    );

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <PageHeading title={t('balance.title')} intro={t('balance.intro')} />
      <Card
        title={hiddenCount > 0 ? <Typography.Text type="secondary">{t('balance.hidden', { count: hiddenCount })}</Typography.Text> : null}
        extra={
          <Space>
            <Access code="wallet:balance:addFunds">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAddFundsOpen(true)}>
                {t('addFunds.button')}
              </Button>
            </Access>
            <Access code="wallet:balance:hide">
              <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} disabled={rows.length === 0}>
                {t('balance.displaySettings')}
              </Button>
            </Access>
          </Space>
        }
      >
        <BalanceTable rows={rows} loading={balances.isPending} onOpen={onOpenStatement} onHide={hideOne} />
      </Card>
      {settingsOpen ? <CurrencyDisplayModal rows={rows} onClose={() => setSettingsOpen(false)} /> : null}
      <AddFundsDrawer open={addFundsOpen} onClose={() => setAddFundsOpen(false)} />
    </div>
  );
}

import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useBalances } from '../api/list-balances';
import { useSetDisplayCurrencies } from '../api/set-display-currencies';
import { BalanceTable } from '../components/balance-table';
import { CurrencyDisplayModal } from '../components/currency-display-modal';

/** /wallet/balance and /wallet/balance/aggregate/:type: balances per currency and the display settings. */
export function BalancePage({ onOpenStatement }: { onOpenStatement: (currency: string) => void }) {
  const { t } = useTranslation(['wallet', 'messages']);
  const balances = useBalances();
  const hide = useSetDisplayCurrencies();
  const [settingsOpen, setSettingsOpen] = useState(false);
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
      <div>
        <Typography.Title level={4} style={{ marginBottom: 4 }}>
          {t('balance.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('balance.intro')}</Typography.Text>
      </div>
      <Card
        title={hiddenCount > 0 ? <Typography.Text type="secondary">{t('balance.hidden', { count: hiddenCount })}</Typography.Text> : null}
        extra={
          <Access code="wallet:balance:hide">
            <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} disabled={rows.length === 0}>
              {t('balance.displaySettings')}
            </Button>
          </Access>
        }
      >
        <BalanceTable rows={rows} loading={balances.isPending} onOpen={onOpenStatement} onHide={hideOne} />
      </Card>
      {settingsOpen ? <CurrencyDisplayModal rows={rows} onClose={() => setSettingsOpen(false)} /> : null}
    </div>
  );
}

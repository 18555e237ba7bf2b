import { useParams } from 'react-router';
import { Access, useAccess } from '../../components/access';
import { lazyNamed } from '../../components/lazy-page';
import { LoginActivity } from '../../features/account/components/login-activity';
import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '@crossbill/contracts/wallet';
import { ChargebackBlock } from '../../features/home/components/chargeback-block';
import { DashboardPanel } from '../../features/home/components/dashboard-panel';
import { HomePage } from '../../features/home/pages/home-page';
import { MerchantCard } from '../../features/merchant/components/merchant-card';
import { LatestNotices } from '../../features/notice/components/latest-notices';
import { useSession } from '../../features/session/api/get-session';
import { paths } from '../paths';
import { liveHref } from '../route-match';

// opened from the balances card's settings link
const CurrencyDisplayModal = lazyNamed(() => import('../../features/wallet/components/currency-display-modal'), 'CurrencyDisplayModal', { fallback: null });

/** /index and /index/aggregate/:type: the dashboard with the merchant, notices and sign-in activity. */
export default function HomeRoute() {
  const session = useSession().data;
  const { type } = useParams();
  const access = useAccess();
  const { t } = useTranslation('home');
  const [displayRows, setDisplayRows] = useState<WalletBalance[] | null>(null);
  const canBalances = access.has('wallet:balance');
  return (
    <HomePage
      operatorName={session?.userInfo.operatorName ?? ''}
      branch={type}
      dashboard={
        <>
          <DashboardPanel
            branch={type}
            showBalances={canBalances}
            summaryHref={paths.summaryView()}
            balanceSettings={
              access.has('index:currency') && access.has('wallet:balance:hide')
                ? (rows) => (
                    <Button type="link" onClick={() => setDisplayRows(rows)}>
                      {t('dashboard.displaySettings')}
                    </Button>
                  )
                : undefined
            }
          />
          {displayRows && <CurrencyDisplayModal rows={displayRows} onClose={() => setDisplayRows(null)} />}
          {type !== 'payout' && (
            <Access code="transaction:refuse">
              <ChargebackBlock
                links={{
                  open: paths.chargebacksWhere({ group: 'all', due: 'open' }),
                  dueSoon: paths.chargebacksWhere({ group: 'all', due: 'soon' }),
                  won: paths.chargebacksWhere({ group: 'won', decided: 'last30' }),
                  lost: paths.chargebacksWhere({ group: 'loss', decided: 'last30' }),
                  report: access.has('report:refuseRate') ? paths.refuseRate() : undefined,
                }}
              />
            </Access>
          )}
        </>
      }
      merchant={<MerchantCard />}
      notices={<LatestNotices listHref={access.has('content:notice') ? liveHref(paths.noticeList()) : undefined} />}
      activity={
        // the server reads sign-in activity with the account information right
        <Access code="account:info">
          <LoginActivity />
        </Access>
      }
    />
  );
}

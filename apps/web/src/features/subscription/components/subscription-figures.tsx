import { Card, Flex, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format';
import { useSubscriptionStats } from '../api/subscription-stats';

/**
 * The strip over the subscription list: active subscriptions, monthly recurring revenue per currency
 * and churn in the last 30 days with its counts (definitions: contracts subscription-stats.ts). The
 * figures wrap onto more lines on a narrow screen.
 */
export function SubscriptionFigures() {
  const { t } = useTranslation('subscription');
  const { data: s } = useSubscriptionStats();
  if (!s) return null;
  const { churn } = s;
  return (
    <Card size="small" data-testid="subscription-figures">
      <Flex wrap gap="12px 48px">
        <Statistic title={t('figures.active')} value={s.active} />
        <Statistic
          title={t('figures.mrr')}
          value={s.mrr.length}
          formatter={() =>
            s.mrr.length === 0 ? (
              '—'
            ) : (
              <Flex wrap gap="0 16px" component="span">
                {s.mrr.map((m) => (
                  <span key={m.currency}>{formatAmount(m.amount, m.currency)}</span>
                ))}
              </Flex>
            )
          }
        />
        <div>
          <Statistic title={t('figures.churn', { days: churn.windowDays })} value={churn.rate === null ? '—' : `${churn.rate}%`} />
          <Typography.Text type="secondary">
            {t('figures.churnCounts', { cancelled: churn.cancelled, unpaid: churn.unpaid, start: churn.activeAtStart, days: churn.windowDays })}
          </Typography.Text>
        </div>
      </Flex>
    </Card>
  );
}

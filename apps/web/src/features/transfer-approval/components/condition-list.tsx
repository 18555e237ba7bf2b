import { Descriptions, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALL_CURRENCIES, type ApprovalConditionView } from '@crossbill/contracts/transfer-approval';
import { formatMoney } from '../../../lib/format';

/** The conditions of a setting, one block each: currency, range, required or not, mode and steps. */
export function ConditionList({ conditions, testId }: { conditions: ApprovalConditionView[]; testId?: string }) {
  const { t } = useTranslation('transfer-approval');
  if (conditions.length === 0) return <Empty description={t('condition.none')} />;
  return (
    <div style={{ display: 'grid', gap: 12 }} data-testid={testId}>
      {conditions.map((c, i) => {
        const currency = c.currency === ALL_CURRENCIES ? 'USD' : c.currency;
        const range =
          c.upperAmount === null
            ? `≥ ${formatMoney(c.lowerAmount, currency)}`
            : `${formatMoney(c.lowerAmount, currency)} – < ${formatMoney(c.upperAmount, currency)}`;
        return (
          <Descriptions key={i} size="small" bordered column={1} title={t('condition.title', { n: i + 1 })} data-testid={`condition-${i + 1}`}>
            <Descriptions.Item label={t('condition.currency')}>{c.currency === ALL_CURRENCIES ? t('condition.allCurrencies') : c.currency}</Descriptions.Item>
            <Descriptions.Item label={t('condition.range')}>{range}</Descriptions.Item>
            <Descriptions.Item label={t('condition.required')}>{c.required ? t('condition.requiredYes') : t('condition.requiredNo')}</Descriptions.Item>
            {c.required ? (
              <>
                <Descriptions.Item label={t('condition.mode')}>{c.mode === 'all' ? t('condition.modeAll') : t('condition.modeAny')}</Descriptions.Item>
                <Descriptions.Item label={t('condition.steps')}>
                  <Space direction="vertical" size={4}>
                    {c.steps.map((s, j) => (
                      <span key={j}>
                        <Typography.Text type="secondary">{t('condition.step', { n: j + 1 })}: </Typography.Text>
                        {s.approvers.map((a) => (
                          <Tag key={a.userId}>{a.name}</Tag>
                        ))}
                      </span>
                    ))}
                  </Space>
                </Descriptions.Item>
              </>
            ) : null}
          </Descriptions>
        );
      })}
    </div>
  );
}

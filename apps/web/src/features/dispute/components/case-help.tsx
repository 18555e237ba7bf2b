import { Alert, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';

const STEPS = ['inquiry', 'chargeback', 'rebuttal', 'second', 'outcome'] as const;

/**
 * The dispute process (spec 9) with the windows and the penalty the server applies: the configured
 * USD amount and what it makes in the payment's currency today.
 */
export function CaseHelp(p: { chargebackDays: number; inquiryDays: number; penaltyUsd: string; penalty: string; currency: string }) {
  const { t } = useTranslation('dispute');
  const language = currentLanguage();
  const values = {
    inquiryDays: p.inquiryDays,
    chargebackDays: p.chargebackDays,
    penalty: formatAmount(p.penalty, p.currency, language),
    penaltyUsd: formatAmount(p.penaltyUsd, 'USD', language),
  };
  return (
    <Card title={t('case.help.title')}>
      <ol style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 8 }}>
        {STEPS.map((s) => (
          <li key={s}>
            <Typography.Text strong>{t(`case.help.${s}.title`)}</Typography.Text>
            <Typography.Paragraph style={{ margin: 0 }}>
              {t(`case.help.${s}.body`, values)}
              {/* the penalty is set in USD: a payment in another currency also sees what it makes today */}
              {s === 'second' && p.currency !== 'USD' ? ` ${t('case.help.second.converted', values)}` : ''}
            </Typography.Paragraph>
          </li>
        ))}
      </ol>
      <Alert style={{ marginTop: 16 }} type="info" showIcon title={t('case.help.cancellation')} />
    </Card>
  );
}

import { Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@crossbill/contracts/countries';
import { CURRENCIES } from '@crossbill/contracts/currency';
import { REASON_CODES, reasonName } from '@crossbill/contracts/dispute-reasons';
import { currentLanguage } from '../../../lib/language';

/** The RDR decision rules: the maximum auto-accepted per currency, and the reason codes, card BINs and countries always accepted. */
export function RulesFields() {
  const { t } = useTranslation('enrolment');
  const language = currentLanguage();
  const reasons = REASON_CODES.filter((r) => r.scheme === 'visa').map((r) => ({ value: r.code, label: `${r.code} · ${reasonName(r, language)}` }));
  return (
    <Card size="small" title={t('form.rules')}>
      <Typography.Paragraph type="secondary">{t('form.rulesHelp')}</Typography.Paragraph>
      <Typography.Text strong>{t('form.maxAmounts')}</Typography.Text>
      <Form.List name={['rules', 'maxAmounts']}>
        {(rows, { add, remove }) => (
          <div style={{ display: 'grid', gap: 8, margin: '8px 0 16px' }}>
            {rows.map((row) => (
              <Space key={row.key} align="start" wrap>
                <Form.Item name={[row.name, 'currency']} noStyle>
                  <Select aria-label={t('form.currency')} showSearch style={{ width: 110 }} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
                </Form.Item>
                <Form.Item name={[row.name, 'amount']} style={{ margin: 0 }}>
                  <Input aria-label={t('form.amount')} placeholder={t('form.amount')} inputMode="decimal" style={{ width: 160 }} />
                </Form.Item>
                <Button type="text" icon={<DeleteOutlined />} aria-label={t('form.remove')} onClick={() => remove(row.name)} />
              </Space>
            ))}
            <div>
              <Button icon={<PlusOutlined />} onClick={() => add({ currency: 'USD', amount: '' })}>
                {t('form.addAmount')}
              </Button>
            </div>
          </div>
        )}
      </Form.List>
      <Form.Item name={['rules', 'reasonCodes']} label={t('form.reasonCodes')}>
        <Select mode="multiple" allowClear optionFilterProp="label" options={reasons} />
      </Form.Item>
      <Form.Item name={['rules', 'cardBins']} label={t('form.cardBins')} extra={t('form.cardBinsHelp')}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} />
      </Form.Item>
      <Form.Item name={['rules', 'countries']} label={t('form.countries')}>
        <Select mode="multiple" allowClear optionFilterProp="label" options={countryOptions(language)} />
      </Form.Item>
    </Card>
  );
}

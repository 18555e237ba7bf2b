import { App, Button, Card, DatePicker, Form, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import '../../../lib/dayjs-language';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@crossbill/contracts/money';
import { Access } from '../../../components/access';
import { useExportStatement } from '../api/export-statement';
import { BusinessZoneHint } from '../../../components/business-zone-hint';

/** reports/statement: the period statement of a currency, built into the download center. */
export function StatementPage() {
  const { t } = useTranslation(['settlement', 'messages']);
  const { message } = App.useApp();
  const exp = useExportStatement();
  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('statement.intro')}</Typography.Paragraph>
      <Form
        layout="vertical"
        style={{ maxWidth: 420 }}
        onFinish={(v: { currency: string; range: [Dayjs, Dayjs] }) =>
          exp.mutate(
            { currency: v.currency, from: v.range[0].format('YYYY-MM-DD'), to: v.range[1].format('YYYY-MM-DD') },
            { onSuccess: () => void message.success(t('statement.queued')) },
          )
        }
      >
        <Form.Item name="currency" label={t('batch.currency')} rules={[{ required: true, message: t('statement.required') }]}>
          <Select showSearch options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item name="range" label={t('statement.period')} rules={[{ required: true, message: t('statement.required') }]} extra={<BusinessZoneHint />}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Access code="report:statement:export">
          <Button type="primary" htmlType="submit" loading={exp.isPending}>
            {t('statement.export')}
          </Button>
        </Access>
      </Form>
    </Card>
  );
}

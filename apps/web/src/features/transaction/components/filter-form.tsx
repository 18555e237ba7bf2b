import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@crossbill/contracts/money';
import { BIN_RANGES } from '@crossbill/contracts/card';
import { PAYMENT_METHODS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@crossbill/contracts/payment';
import { PERIODS, type UrlState } from '../filters';
import { BusinessZoneHint } from '../../../components/business-zone-hint';
import { paymentMethodLabel } from '../../../lib/payment-labels';

const COUNTRIES = [...new Set(BIN_RANGES.map(([, , c]) => c))].sort();

export interface FilterValues {
  period: string;
  range?: [Dayjs | null, Dayjs | null] | null;
  [field: string]: unknown;
}

/** The list's filters; Search writes them into the URL (the list reads them from there). */
export function FilterForm({ state, onSearch, onReset }: { state: UrlState; onSearch: (v: Record<string, string | undefined>) => void; onReset: () => void }) {
  const { t } = useTranslation(['transaction', 'messages']);
  const [form] = Form.useForm<FilterValues>();
  const period = Form.useWatch('period', form) ?? state.period;

  useEffect(() => {
    const f = state.filters;
    form.setFieldsValue({
      period: state.period,
      range: state.begin || state.end ? [state.begin ? dayjs(state.begin) : null, state.end ? dayjs(state.end) : null] : null,
      transactionId: f.transactionId,
      merchantOrderId: f.merchantOrderId,
      originalTransactionId: f.originalTransactionId,
      type: f.type,
      status: f.status,
      currency: f.currency,
      paymentMethod: f.paymentMethod,
      cardCountry: f.cardCountry,
      minAmount: f.minAmount,
      maxAmount: f.maxAmount,
      last4: f.last4,
    });
  }, [form, state]);

  const submit = (v: FilterValues) => {
    const out: Record<string, string | undefined> = { period: v.period };
    for (const [k, val] of Object.entries(v)) if (k !== 'period' && k !== 'range') out[k] = typeof val === 'string' && val.trim() ? val.trim() : undefined;
    out.begin = v.period === 'custom' ? v.range?.[0]?.format('YYYY-MM-DD') : undefined;
    out.end = v.period === 'custom' ? v.range?.[1]?.format('YYYY-MM-DD') : undefined;
    onSearch(out);
  };
  const any = { value: '', label: t('query.any') };
  const select = (name: string, options: Array<{ value: string; label: string }>) => (
    <Form.Item name={name} label={t(`query.${name}`)}>
      <Select allowClear showSearch optionFilterProp="label" placeholder={any.label} style={{ width: 180 }} options={options} aria-label={t(`query.${name}`)} />
    </Form.Item>
  );
  const text = (name: string, extra: Parameters<typeof Form.Item>[0]['rules'] = []) => (
    <Form.Item name={name} label={t(`query.${name}`)} rules={extra}>
      <Input allowClear style={{ width: 200 }} maxLength={64} />
    </Form.Item>
  );
  const amountRule = { pattern: /^\d+(?:\.\d{1,2})?$/, message: t('messages:money.notNumeric') };

  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 12 }} initialValues={{ period: state.period }}>
      <Form.Item name="period" label={t('query.period')}>
        <Select style={{ width: 160 }} aria-label={t('query.period')} options={PERIODS.map((p) => ({ value: p, label: t(`preset.${p}`) }))} />
      </Form.Item>
      {period === 'custom' ? (
        <Form.Item name="range" extra={<BusinessZoneHint />}>
          <DatePicker.RangePicker />
        </Form.Item>
      ) : null}
      {text('transactionId')}
      {text('merchantOrderId')}
      {text('originalTransactionId')}
      {select(
        'type',
        TRANSACTION_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })),
      )}
      {select(
        'status',
        TRANSACTION_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) })),
      )}
      {select(
        'currency',
        CURRENCIES.map((c) => ({ value: c, label: c })),
      )}
      {select(
        'paymentMethod',
        PAYMENT_METHODS.map((m) => ({ value: m, label: paymentMethodLabel(m) })),
      )}
      {select(
        'cardCountry',
        COUNTRIES.map((c) => ({ value: c, label: c })),
      )}
      {text('minAmount', [amountRule])}
      {text('maxAmount', [amountRule])}
      {text('last4', [{ pattern: /^\d{4}$/, message: t('messages:transaction.last4Invalid') }])}
      <Space>
        <Button type="primary" htmlType="submit">
          {t('query.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {t('query.reset')}
        </Button>
      </Space>
    </Form>
  );
}

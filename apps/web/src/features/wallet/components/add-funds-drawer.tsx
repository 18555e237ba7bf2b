import { useState } from 'react';
import { Alert, Button, Descriptions, Divider, Drawer, Form, Input, Select, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { sandboxCreditBody } from '@crossbill/contracts/add-funds';
import { schemaRule } from '../../../lib/form-rules';
import { placeFieldErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddFunds, useSimulateTransfer } from '../api/add-funds';

/**
 * Add funds: where to send money (the provider's collection account of the chosen currency and the
 * merchant's unique reference), and in sandbox mode a simulated incoming transfer.
 */
export function AddFundsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const info = useAddFunds(open);
  const [currency, setCurrency] = useState('USD');
  const [form] = Form.useForm<{ currency: string; amount: string }>();
  const simulate = useSimulateTransfer();
  const account = info.data?.accounts.find((a) => a.currency === currency) ?? info.data?.accounts[0];

  const submit = (values: { currency: string; amount: string }) =>
    simulate.mutate(values, {
      onSuccess: (s) => {
        toast.success(t('addFunds.simulated', { amount: s.amount, currency: s.currency, time: formatDateTime(s.dueAt) }));
        form.resetFields(['amount']);
      },
      onError: (e) => {
        if (isApiError(e, '11000')) placeFieldErrors(form, e.data);
      },
    });

  return (
    <Drawer open={open} onClose={onClose} width={520} title={t('addFunds.title')} destroyOnHidden>
      {!info.data || !account ? (
        <Skeleton active />
      ) : (
        <div style={{ display: 'grid', gap: 16 }}>
          <Typography.Paragraph style={{ margin: 0 }}>{t('addFunds.intro')}</Typography.Paragraph>
          <Select
            aria-label={t('addFunds.currency')}
            value={account.currency}
            onChange={setCurrency}
            options={info.data.accounts.map((a) => ({ value: a.currency, label: a.currency }))}
            style={{ width: 160 }}
          />
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('addFunds.reference')}>
              <Typography.Text strong copyable data-testid="funding-reference">
                {info.data.reference}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('addFunds.accountName')}>{account.accountName}</Descriptions.Item>
            <Descriptions.Item label={t('addFunds.accountNumber')}>
              <Typography.Text copyable>{account.accountNumber}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('addFunds.bankName')}>{account.bankName}</Descriptions.Item>
            <Descriptions.Item label={t('addFunds.bankAddress')}>{account.bankAddress}</Descriptions.Item>
            <Descriptions.Item label="SWIFT / BIC">{account.swift}</Descriptions.Item>
            {account.localCode ? <Descriptions.Item label={t(`addFunds.${account.localCode.label}`)}>{account.localCode.value}</Descriptions.Item> : null}
          </Descriptions>
          <Alert type="info" showIcon message={t('addFunds.arrival', { days: info.data.arrivalDays })} description={t('addFunds.referenceHint')} />
          {info.data.sandbox ? (
            <>
              <Divider style={{ margin: 0 }} />
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t('addFunds.sandboxTitle')}
              </Typography.Title>
              <Typography.Text type="secondary">{t('addFunds.sandboxHint', { seconds: info.data.sandboxDelaySeconds })}</Typography.Text>
              <Form form={form} layout="inline" initialValues={{ currency: account.currency, amount: '' }} onFinish={submit}>
                <Form.Item name="currency" rules={[schemaRule(sandboxCreditBody, 'currency', t('addFunds.currency'))]}>
                  <Select
                    aria-label={t('addFunds.currency')}
                    style={{ width: 100 }}
                    options={info.data.accounts.map((a) => ({ value: a.currency, label: a.currency }))}
                  />
                </Form.Item>
                <Form.Item name="amount" rules={[schemaRule(sandboxCreditBody, 'amount', t('addFunds.amount'))]}>
                  <Input aria-label={t('addFunds.amount')} placeholder={t('addFunds.amount')} style={{ width: 160 }} />
                </Form.Item>
                <Space>
                  <Button htmlType="submit" loading={simulate.isPending}>
                    {t('addFunds.simulate')}
                  </Button>
                </Space>
              </Form>
            </>
          ) : null}
        </div>
      )}
    </Drawer>
  );
}

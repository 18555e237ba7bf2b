import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormRule } from 'antd';
import { sandboxCreditBody, type SandboxCreditBody, type VirtualAccount } from '@crossbill/contracts/virtual-account';
import { isApiError } from '../../../lib/api-client';
import { messageText } from '../../../lib/form-rules';
import { placeFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSandboxCredit } from '../api/sandbox-credit';

type Values = Omit<SandboxCreditBody, 'virtualAccountId' | 'currency'>;

const newBankTransactionId = () => `SBX${crypto.randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`;

/**
 * Sandbox mode only: send a simulated bank transfer to the account, as a payer's bank would. The
 * simulated bank numbers each transfer (a new id after each one sent); sending the same id again is
 * the same transfer, while the payer's reference may repeat across transfers.
 */
export function SandboxCreditForm({ account }: { account: VirtualAccount }) {
  const { t } = useTranslation(['virtual-account', 'messages']);
  const [form] = Form.useForm<Values>();
  const credit = useSandboxCredit();
  const body = (v: Values): SandboxCreditBody => ({ ...v, virtualAccountId: account.id, currency: account.currency });
  const rule =
    (field: keyof Values, label: string): FormRule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const r = sandboxCreditBody.safeParse(body(getFieldsValue(true)));
        const issue = r.success ? undefined : r.error.issues.find((i) => i.path[0] === field);
        if (issue) throw new Error(messageText(issue as never, label));
      },
    });

  return (
    <Card title={t('sandbox.title')}>
      <Alert type="info" showIcon message={t('sandbox.hint')} style={{ marginBottom: 16 }} />
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 520 }}
        initialValues={{ reference: `FT${Date.now().toString(36).toUpperCase()}`, bankTransactionId: newBankTransactionId() }}
        onFinish={(v) =>
          credit.mutate(body(v), {
            onSuccess: (r) => {
              toast.success(r.created ? t('sandbox.sent', { amount: r.transaction.amount, currency: r.transaction.currency }) : t('sandbox.duplicate'));
              form.resetFields();
              form.setFieldValue('reference', `FT${Date.now().toString(36).toUpperCase()}`);
              form.setFieldValue('bankTransactionId', newBankTransactionId());
            },
            onError: (e) => {
              if (isApiError(e, '11000')) placeFieldErrors(form, e.data);
            },
          })
        }
      >
        <Form.Item name="payerName" label={t('field.payerName')} rules={[rule('payerName', t('field.payerName'))]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="payerAccount" label={t('field.payerAccount')} rules={[rule('payerAccount', t('field.payerAccount'))]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('field.amountIn', { currency: account.currency })}
          rules={[rule('amount', t('field.amountIn', { currency: account.currency }))]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="reference" label={t('field.reference')} rules={[rule('reference', t('field.reference'))]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="bankTransactionId"
          label={t('field.bankTransactionId')}
          extra={t('sandbox.bankTransactionHint')}
          rules={[rule('bankTransactionId', t('field.bankTransactionId'))]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={credit.isPending}>
            {t('sandbox.send')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

import { useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TransferPurpose } from '@crossbill/contracts/transfer';
import type { Currency } from '@crossbill/contracts/money';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { usePayee } from '../api/get-payee';
import { useSubmitTransfer } from '../api/submit-transfer';
import { useTransferQuote } from '../api/quote-transfer';
import { clearDraft, readDraft } from '../draft';
import { WizardSteps } from './recipient-page';
import { requiredRule } from '../../../lib/form-rules';

/** /transfer/add/confirm: the figures once more and the 6-digit payment password; submits once per draft. */
export function ConfirmPage({ onDone, onBack }: { onDone: (id: number) => void; onBack: () => void }) {
  const { t } = useTranslation(['transfer', 'messages']);
  const draft = useMemo(readDraft, []);
  const payee = usePayee(draft.payeeId);
  const ready = draft.payeeId && draft.sendCurrency && draft.amount && draft.purpose;
  const quote = useTransferQuote(
    ready
      ? {
          payeeId: draft.payeeId!,
          sendCurrency: draft.sendCurrency as Currency,
          fixedSide: draft.fixedSide,
          amount: draft.amount!,
          feeBearing: draft.feeBearing,
        }
      : null,
  );
  const submit = useSubmitTransfer();
  const [error, setError] = useState<string | null>(null);
  const q = quote.data;
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 760 }}>
      <WizardSteps current={2} />
      <Card title={t('confirm.title')}>
        {q && (
          <Descriptions size="small" bordered column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('field.payee')}>{payee.data ? `${payee.data.nickname} (${payee.data.name})` : ''}</Descriptions.Item>
            <Descriptions.Item label={t('field.sendAmount')}>{`${formatMoney(q.sendAmount, q.sendCurrency)} ${q.sendCurrency}`}</Descriptions.Item>
            <Descriptions.Item
              label={t('field.fee')}
            >{`${formatMoney(q.fee, q.sendCurrency)} ${q.sendCurrency} · ${t(`feeBearing.${q.feeBearing}`)}`}</Descriptions.Item>
            <Descriptions.Item label={t('field.debitAmount')}>{`${formatMoney(q.debitAmount, q.sendCurrency)} ${q.sendCurrency}`}</Descriptions.Item>
            <Descriptions.Item label={t('field.receiveAmount')}>{`${formatMoney(q.receiveAmount, q.receiveCurrency)} ${q.receiveCurrency}`}</Descriptions.Item>
            <Descriptions.Item label={t('field.purpose')}>{t(`purpose.${draft.purpose as TransferPurpose}`)}</Descriptions.Item>
            <Descriptions.Item label={t('field.paymentDate')}>
              {draft.scheduledDate ? t('field.scheduledOn', { date: draft.scheduledDate }) : t('field.immediate')}
            </Descriptions.Item>
          </Descriptions>
        )}
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Form<{ pin: string }>
          layout="vertical"
          onFinish={({ pin }) => {
            setError(null);
            submit.mutate(
              {
                key: draft.key,
                body: {
                  payeeId: draft.payeeId!,
                  sendCurrency: draft.sendCurrency as Currency,
                  fixedSide: draft.fixedSide,
                  amount: draft.amount!,
                  feeBearing: draft.feeBearing,
                  purpose: draft.purpose!,
                  merchantReference: draft.merchantReference,
                  certificateFileId: draft.certificate?.id,
                  scheduledDate: draft.scheduledDate,
                  paymentPassword: pin,
                },
              },
              {
                onSuccess: (created) => {
                  clearDraft();
                  onDone(created.id);
                },
                onError: (e) => setError(isApiError(e) ? e.message : t('confirm.failed')),
              },
            );
          }}
        >
          <Form.Item
            name="pin"
            label={t('confirm.pin')}
            rules={[requiredRule(t('confirm.pin')), { pattern: /^\d{6}$/, message: t('messages:validation.sixDigits') }]}
          >
            <Input.Password aria-label={t('confirm.pin')} maxLength={6} inputMode="numeric" autoComplete="off" style={{ maxWidth: 220 }} />
          </Form.Item>
          <Space>
            <Button onClick={onBack}>{t('wizard.back')}</Button>
            <Button type="primary" htmlType="submit" loading={submit.isPending} disabled={!q}>
              {t('confirm.submit')}
            </Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}

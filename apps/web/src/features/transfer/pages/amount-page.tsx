import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, DatePicker, Descriptions, Form, Input, Radio, Select, Skeleton, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import '../../../lib/dayjs-language';
import { useTranslation } from 'react-i18next';
import { amountSchema, isCurrency, type Currency } from '@crossbill/contracts/money';
import { CERTIFICATE_TYPES, FEE_BEARING, scheduleDateProblem, TRANSFER_PURPOSES, type FeeBearing, type TransferPurpose } from '@crossbill/contracts/transfer';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { uploadCertificate } from '../api/upload-certificate';
import { useBalances } from '../api/list-balances';
import { usePayee } from '../api/get-payee';
import { useTransferQuote } from '../api/quote-transfer';
import { readDraft, saveDraft } from '../draft';
import { WizardSteps } from './recipient-page';
import { messageText, requiredRule } from '../../../lib/form-rules';
import { businessDate } from '@crossbill/contracts/business-time';

interface Values {
  sendCurrency?: string;
  fixedSide: 'send' | 'receive';
  amount?: string;
  feeBearing: FeeBearing;
  purpose?: TransferPurpose;
  merchantReference?: string;
  timing: 'now' | 'scheduled';
  scheduledDate?: dayjs.Dayjs;
}

/** /transfer/add/amount: send or received amount with the live rate, fee and its bearer, purpose, certificate, timing. */
export function AmountPage({ onNext, onBack }: { onNext: () => void; onBack: () => void }) {
  const { t } = useTranslation(['transfer', 'messages']);
  const draft = useMemo(readDraft, []);
  const payee = usePayee(draft.payeeId);
  const balances = useBalances();
  const [form] = Form.useForm<Values>();
  const [certificate, setCertificate] = useState(draft.certificate);
  const v = Form.useWatch([], form) as Values | undefined;
  const amountOk =
    !!v?.amount &&
    !!v.sendCurrency &&
    isCurrency(v.sendCurrency) &&
    amountSchema(v.fixedSide === 'send' ? v.sendCurrency : ((payee.data?.currency as never) ?? 'USD')).safeParse(v.amount).success;
  const quote = useTransferQuote(
    amountOk && draft.payeeId
      ? { payeeId: draft.payeeId, sendCurrency: v!.sendCurrency as Currency, fixedSide: v!.fixedSide, amount: v!.amount!, feeBearing: v!.feeBearing }
      : null,
  );
  const quoteError = quote.error && isApiError(quote.error) ? quote.error.message : null;
  useEffect(() => {
    if (!draft.payeeId) onBack();
  }, [draft.payeeId, onBack]);
  const currencies = (balances.data ?? []).map((b) => b.currency);
  const q = quote.data;

  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 860 }}>
      <WizardSteps current={1} />
      <Card
        // the question names the payee: until the payee has loaded, a placeholder bar rather than a sentence with a gap
        title={payee.data ? t('amount.title', { payee: `${payee.data.nickname} (${payee.data.currency})` }) : <Skeleton.Input active size="small" />}
      >
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            sendCurrency: draft.sendCurrency,
            fixedSide: draft.fixedSide,
            amount: draft.amount,
            feeBearing: draft.feeBearing,
            purpose: draft.purpose,
            merchantReference: draft.merchantReference,
            timing: draft.scheduledDate ? 'scheduled' : 'now',
            scheduledDate: draft.scheduledDate ? dayjs(draft.scheduledDate) : undefined,
          }}
          onFinish={(values) => {
            if (!q || q.insufficient) return;
            saveDraft({
              sendCurrency: values.sendCurrency,
              fixedSide: values.fixedSide,
              amount: values.amount?.trim(),
              feeBearing: values.feeBearing,
              purpose: values.purpose,
              merchantReference: values.merchantReference?.trim() || undefined,
              certificate,
              scheduledDate: values.timing === 'scheduled' ? values.scheduledDate?.format('YYYY-MM-DD') : undefined,
            });
            onNext();
          }}
        >
          <Form.Item name="sendCurrency" label={t('amount.sendCurrency')} rules={[requiredRule(t('amount.sendCurrency'))]}>
            <Select showSearch options={currencies.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
          <Form.Item name="fixedSide" label={t('amount.fixedSide')}>
            <Radio.Group
              options={[
                { value: 'send', label: t('amount.side.send') },
                { value: 'receive', label: t('amount.side.receive') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={
              // the currency in the label once it is known; the plain field name before
              v?.fixedSide === 'receive'
                ? payee.data?.currency
                  ? t('amount.receiveAmount', { currency: payee.data.currency })
                  : t('field.receiveAmount')
                : v?.sendCurrency
                  ? t('amount.sendAmount', { currency: v.sendCurrency })
                  : t('field.sendAmount')
            }
            // the quote says the debit is above the available balance: told here, not only at confirm
            {...(q?.insufficient ? { validateStatus: 'error' as const, help: t('messages:code.insufficientBalance') } : {})}
            rules={[
              requiredRule(v?.fixedSide === 'receive' ? t('field.receiveAmount') : t('field.sendAmount')),
              {
                validator: async (_, value: string) => {
                  const c = form.getFieldValue('fixedSide') === 'receive' ? payee.data?.currency : form.getFieldValue('sendCurrency');
                  if (!value || !c || !isCurrency(c)) return;
                  const r = amountSchema(c).safeParse(value);
                  if (!r.success) throw new Error(messageText(r.error.issues[0] as never));
                },
              },
            ]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="feeBearing" label={t('field.feeBearing')}>
            <Radio.Group options={FEE_BEARING.map((b) => ({ value: b, label: t(`feeBearing.${b}`) }))} />
          </Form.Item>
          {quoteError && <Alert type="error" showIcon message={quoteError} style={{ marginBottom: 16 }} />}
          {q && (
            <Descriptions size="small" bordered column={1} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('field.rate')}>{`1 ${q.sendCurrency} = ${q.rate} ${q.receiveCurrency}`}</Descriptions.Item>
              <Descriptions.Item label={t('field.sendAmount')}>{`${formatMoney(q.sendAmount, q.sendCurrency)} ${q.sendCurrency}`}</Descriptions.Item>
              <Descriptions.Item label={t('field.fee')}>{`${formatMoney(q.fee, q.sendCurrency)} ${q.sendCurrency}`}</Descriptions.Item>
              <Descriptions.Item label={t('field.debitAmount')}>{`${formatMoney(q.debitAmount, q.sendCurrency)} ${q.sendCurrency}`}</Descriptions.Item>
              <Descriptions.Item
                label={t('field.receiveAmount')}
              >{`${formatMoney(q.receiveAmount, q.receiveCurrency)} ${q.receiveCurrency}`}</Descriptions.Item>
              <Descriptions.Item label={t('amount.available')}>{`${formatMoney(q.available, q.sendCurrency)} ${q.sendCurrency}`}</Descriptions.Item>
            </Descriptions>
          )}
          <Form.Item name="purpose" label={t('field.purpose')} rules={[requiredRule(t('field.purpose'))]}>
            <Select options={TRANSFER_PURPOSES.map((p) => ({ value: p, label: t(`purpose.${p}`) }))} />
          </Form.Item>
          <Form.Item
            name="merchantReference"
            label={t('field.merchantReference')}
            rules={[{ max: 50, message: t('messages:validation.maxLength', { max: 50 }) }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item label={t('field.certificate')} extra={t('amount.certificateHint', { types: CERTIFICATE_TYPES.join(', ') })}>
            <Upload
              accept={CERTIFICATE_TYPES.map((x) => `.${x}`).join(',')}
              maxCount={1}
              showUploadList={false}
              customRequest={({ file }) => {
                uploadCertificate(file as File)
                  .then((f) => setCertificate({ id: f.id, fileName: f.fileName }))
                  .catch(() => toast.error(t('amount.uploadFailed')));
              }}
            >
              <Button icon={<UploadOutlined />}>{certificate ? certificate.fileName : t('amount.upload')}</Button>
            </Upload>
          </Form.Item>
          <Form.Item name="timing" label={t('amount.timing')}>
            <Radio.Group
              options={[
                { value: 'now', label: t('field.immediate') },
                { value: 'scheduled', label: t('amount.scheduled') },
              ]}
            />
          </Form.Item>
          {v?.timing === 'scheduled' && (
            <Form.Item
              name="scheduledDate"
              label={t('field.paymentDate')}
              extra={t('amount.scheduleHint')}
              rules={[
                requiredRule(t('field.paymentDate')),
                {
                  validator: async (_, d?: dayjs.Dayjs) => {
                    const problem = d ? scheduleDateProblem(d.format('YYYY-MM-DD'), new Date()) : null;
                    if (problem) throw new Error(t(`messages:${problem}`));
                  },
                },
              ]}
            >
              <DatePicker aria-label={t('field.paymentDate')} disabledDate={(d) => d.format('YYYY-MM-DD') < businessDate(new Date())} />
            </Form.Item>
          )}
          <Space>
            <Button onClick={onBack}>{t('wizard.back')}</Button>
            <Button type="primary" htmlType="submit" disabled={!q || q.insufficient}>
              {t('wizard.next')}
            </Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}

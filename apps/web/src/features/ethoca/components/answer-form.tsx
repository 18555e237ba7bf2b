import { useState } from 'react';
import { Alert, Button, Form, Input, Popconfirm, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ETHOCA_OUTCOMES, OUTCOME_RULES, type EthocaDetail, type EthocaOutcome } from '@crossbill/contracts/ethoca';
import { isCurrency, toMinor } from '@crossbill/contracts/money';
import { refundAmountSchema } from '@crossbill/contracts/refund';
import { Access } from '../../../components/access';
import { isApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useRespondAlert } from '../api/respond-alert';

interface Values {
  outcome?: EthocaOutcome;
  refund: 'none' | 'full' | 'partial';
  refundAmount?: string;
  refundId?: string;
  comment?: string;
}

/** The outcomes that fit the alert: "not found" only without a matched payment, the refunding ones only with one (OUTCOME_RULES). */
export const outcomesFor = (d: Pick<EthocaDetail, 'transactionId'>) =>
  ETHOCA_OUTCOMES.filter((o) => (OUTCOME_RULES[o].needsPayment ? d.transactionId !== null : OUTCOME_RULES[o].noPayment ? d.transactionId === null : true));

/**
 * The merchant's answer to an open alert, mirroring the service's rules: stopped takes a full
 * refund, partially stopped a partial one (below the refundable amount), previously cancelled links
 * a refund already made, other asks for a comment. One Idempotency-Key per opened form.
 */
export function AnswerForm({ d }: { d: EthocaDetail }) {
  const { t } = useTranslation(['ethoca', 'messages']);
  const language = currentLanguage();
  const [form] = Form.useForm<Values>();
  const [key] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const respond = useRespondAlert();
  const outcome = Form.useWatch('outcome', form);
  const refund = Form.useWatch('refund', form) ?? 'none';
  const rule = outcome ? OUTCOME_RULES[outcome] : null;
  const payCurrency = d.transactionCurrency;
  const money = (v: string) => formatAmount(v, payCurrency, language);
  const linkable = d.refunds.filter((r) => ['succeeded', 'in_progress', 'pending_review'].includes(r.status));
  const canRefund = d.transactionId !== null && toMinor(d.refundable, isCurrency(payCurrency) ? payCurrency : 'USD') > 0n;

  const onOutcome = (o: EthocaOutcome) => {
    const r = OUTCOME_RULES[o].refund;
    form.setFieldsValue({ refund: r === 'full' ? 'full' : r === 'partial' ? 'partial' : 'none', refundId: undefined });
    form.setFields([{ name: 'comment', errors: [] }]);
  };

  const amountRule = {
    validator: async (_: unknown, value: string | undefined) => {
      if (!isCurrency(payCurrency)) return;
      if (!value) throw new Error(t('form.refundAmountRequired'));
      const r = refundAmountSchema(payCurrency, d.refundable).safeParse(value);
      if (!r.success) {
        const issue = r.error.issues[0] as { message: string; params?: Record<string, unknown> };
        throw new Error(t(`messages:${issue.message}`, { max: 2, ...issue.params }));
      }
      if (toMinor(value, payCurrency) >= toMinor(d.refundable, payCurrency)) throw new Error(t('form.refundAmountBelow', { amount: money(d.refundable) }));
    },
  };

  const send = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v?.outcome) return;
    setError(null);
    try {
      await respond.mutateAsync({
        key,
        body: {
          alertId: d.alertId,
          outcome: v.outcome,
          refund: v.refund,
          refundAmount: v.refund === 'partial' ? v.refundAmount : undefined,
          refundId: OUTCOME_RULES[v.outcome].refund === 'existing' ? v.refundId : undefined,
          comment: v.comment?.trim() || undefined,
        },
      });
      toast.success(t('form.sent'));
    } catch (e) {
      if (showServerErrors(form, e)) return;
      setError(isApiError(e) ? e.respMsg : String(e));
    }
  };

  const refundChoices = rule?.refund === 'full' ? ['full'] : rule?.refund === 'partial' ? ['partial'] : canRefund ? ['none', 'full', 'partial'] : ['none'];
  return (
    <Access code="risk:alert:respond">
      <Form form={form} layout="vertical" initialValues={{ refund: 'none' }} style={{ maxWidth: 560 }}>
        <Typography.Paragraph type="secondary">{t('detail.window', { dueAt: formatDateTime(d.dueAt, language) })}</Typography.Paragraph>
        <Form.Item
          name="outcome"
          label={t('form.outcome')}
          rules={[{ required: true, message: t('form.outcomeRequired') }]}
          extra={outcome ? t(`outcomeHelp.${outcome}`) : undefined}
        >
          <Select onChange={onOutcome} options={outcomesFor(d).map((o) => ({ value: o, label: t(`outcome.${o}`) }))} placeholder={t('form.outcomeRequired')} />
        </Form.Item>
        {rule && rule.refund !== 'none' && rule.refund !== 'existing' ? (
          <Form.Item name="refund" label={t('form.refund')}>
            <Radio.Group>
              {refundChoices.map((c) => (
                <Radio key={c} value={c}>
                  {c === 'none' ? t('form.refundNone') : c === 'full' ? t('form.refundFull', { amount: money(d.refundable) }) : t('form.refundPartial')}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        ) : null}
        {rule && refund === 'partial' && rule.refund !== 'none' && rule.refund !== 'existing' ? (
          <Form.Item name="refundAmount" label={`${t('form.refundAmount')} (${payCurrency})`} rules={[amountRule]}>
            <Input inputMode="decimal" maxLength={20} />
          </Form.Item>
        ) : null}
        {rule?.refund === 'existing' ? (
          <Form.Item
            name="refundId"
            label={t('form.refundId')}
            rules={[{ required: true, message: t('form.refundIdRequired') }]}
            extra={linkable.length === 0 ? t('form.noRefunds') : undefined}
          >
            <Select options={linkable.map((r) => ({ value: r.refundId, label: `${r.refundId} · ${money(r.amount)}` }))} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="comment"
          label={t('form.comment')}
          rules={rule?.comment ? [{ required: true, whitespace: true, message: t('form.commentRequired') }] : []}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
        <Popconfirm title={t('form.confirm')} okText={t('form.confirmOk')} cancelText={t('form.cancel')} onConfirm={() => void send()}>
          <Button type="primary" loading={respond.isPending}>
            {t('form.submit')}
          </Button>
        </Popconfirm>
      </Form>
    </Access>
  );
}

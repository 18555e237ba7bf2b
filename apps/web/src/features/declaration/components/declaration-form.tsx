import { useState, type ReactNode } from 'react';
import { Alert, Button, Col, Form, Input, Modal, Row, Select, Space, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_OFFICES, DECLARATION_FIELDS, declarationAddBody, SANDBOX_CUSTOMS, type DeclarationDetail } from '@crossbill/contracts/declaration';
import { isApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { messageText } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useDeclarationProfile } from '../api/declaration-profile';
import { useAddDeclaration, useResubmitDeclaration, type AddBody, type ResubmitBody } from '../api/save-declaration';
import { useClientConfig } from '../../../lib/client-config';
import { customsLabel } from '../labels';

const FIELDS = DECLARATION_FIELDS;
type Field = (typeof FIELDS)[number];
type Values = Partial<Record<Field, string>>;

/** The form's values as the server takes them: trimmed, empty optional fields left out. */
export function bodyOf(v: Values) {
  const out: Record<string, string> = {};
  for (const f of FIELDS) {
    const s = v[f]?.trim();
    if (s) out[f] = s;
  }
  return out;
}

/** The contracts' rule of one field over the whole form, as the server checks it (same messages). */
const contractRule =
  (field: Field, label: string): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const r = declarationAddBody.safeParse({ transactionId: 'X00000', ...bodyOf(getFieldsValue(true) as Values) });
      const issue = r.success ? undefined : r.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(messageText(issue as Parameters<typeof messageText>[0], label));
    },
  });

/**
 * File a declaration, or correct a rejected (or unsent) one and submit it. The registration fields
 * are prefilled from the merchant's last declaration; a correction starts from the declaration's own
 * values, with the payer's ID number typed again (it is never sent back to the browser).
 */
export function DeclarationFormModal(p: {
  open: boolean;
  onClose: () => void;
  onFiled?: (declarationId: string) => void;
  correct?: DeclarationDetail;
  transactionId?: string;
}) {
  const { t } = useTranslation(['declaration', 'messages']);
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const profile = useDeclarationProfile(p.open && !p.correct);
  const add = useAddDeclaration();
  const resubmit = useResubmitDeclaration();
  const d = p.correct;
  const initial: Values = d
    ? {
        transactionId: d.transactionId,
        subOrderNo: d.subOrderNo,
        customsCode: d.customsCode,
        merchantCustomsCode: d.merchantCustomsCode,
        merchantCustomsName: d.merchantCustomsName,
        platformCode: d.platformCode ?? '',
        amount: d.amount,
        goodsAmount: d.goodsAmount ?? '',
        freightAmount: d.freightAmount ?? '',
        taxAmount: d.taxAmount ?? '',
        payerName: d.payerName,
      }
    : { transactionId: p.transactionId, ...(profile.data ? { ...profile.data, platformCode: profile.data.platformCode ?? '' } : {}) };

  const send = async (submit: boolean) => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setError(null);
    const body = bodyOf(v);
    try {
      // a correction keeps its payment and sub-order
      const { transactionId: _payment, subOrderNo: _part, ...fields } = body;
      const saved = d
        ? await resubmit.mutateAsync({ ...fields, declarationId: d.declarationId } as ResubmitBody)
        : await add.mutateAsync({ ...body, submit } as AddBody);
      toast.success(t(d ? 'form.resubmitted' : submit ? 'form.submitted' : 'form.saved'));
      p.onClose();
      p.onFiled?.(saved.declarationId);
    } catch (e) {
      if (!showServerErrors(form, e)) setError(isApiError(e) ? e.respMsg : t('form.failed'));
    }
  };

  const item = (name: Field, o: { required?: boolean; disabled?: boolean; help?: string; input?: ReactNode; span?: number } = {}) => {
    const label = t(`form.${name}`);
    return (
      <Col xs={24} md={o.span ?? 12}>
        <Form.Item name={name} label={label} required={o.required} extra={o.help} rules={[contractRule(name, label)]}>
          {o.input ?? <Input autoComplete="off" disabled={o.disabled} />}
        </Form.Item>
      </Col>
    );
  };
  const pending = add.isPending || resubmit.isPending;
  const sandbox = useClientConfig().data?.sandbox;
  return (
    <Modal
      open={p.open}
      title={t(d ? 'form.correctTitle' : 'form.title')}
      onCancel={p.onClose}
      destroyOnHidden
      width={760}
      footer={
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          <Button onClick={p.onClose}>{t('form.cancel')}</Button>
          {d ? null : (
            <Button loading={pending} onClick={() => void send(false)}>
              {t('form.save')}
            </Button>
          )}
          <Button type="primary" loading={pending} onClick={() => void send(true)}>
            {t(d ? 'form.resubmit' : 'form.submit')}
          </Button>
        </Space>
      }
    >
      {d?.rejectCode ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('form.rejectedBecause', { reason: d.rejectMessage ?? t(`messages:declaration.reject.${d.rejectCode}`) })}
        />
      ) : null}
      {/* the form mounts once the remembered registration is read, so that it starts prefilled */}
      {d || !profile.isPending ? (
        <Form form={form} layout="vertical" initialValues={initial} requiredMark>
          <Row gutter={16}>
            {item('transactionId', { required: true, disabled: !!d || !!p.transactionId })}
            {item('subOrderNo', { disabled: !!d, help: t('form.subOrderHelp') })}
            {item('customsCode', {
              required: true,
              input: <Select showSearch optionFilterProp="label" options={CUSTOMS_OFFICES.map((c) => ({ value: c, label: customsLabel(c, t) }))} />,
            })}
            {item('platformCode')}
            {item('merchantCustomsCode', { required: true })}
            {item('merchantCustomsName', { required: true })}
            {item('amount', { required: true, help: t('form.amountHelp') })}
            {item('goodsAmount')}
            {item('freightAmount')}
            {item('taxAmount')}
            {item('payerName', { required: true })}
            {item('payerIdNumber', { required: true, help: d ? t('form.idAgain') : t('form.idHelp') })}
          </Row>
        </Form>
      ) : null}
      {error ? <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 12 }} /> : null}
      {sandbox ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('form.sandboxRule', { seconds: SANDBOX_CUSTOMS.delayMs / 1000, name: SANDBOX_CUSTOMS.rejectName, ending: SANDBOX_CUSTOMS.rejectAmountEnding })}
        </Typography.Paragraph>
      ) : null}
    </Modal>
  );
}

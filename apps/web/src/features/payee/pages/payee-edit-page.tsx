import { useState } from 'react';
import { Button, Card, Form, Result, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Codes } from '@crossbill/contracts/codes';
import { accountDetailsChanged, accountDetailsOf, payeeSave, type PayeeSaveInput } from '@crossbill/contracts/payee';
import { placeFieldErrors } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePayee } from '../api/get-payee';
import { useSavePayee } from '../api/save-payee';
import type { PayeeSurface } from '../api/surface';
import { PayeeForm } from '../components/payee-form';
import { PaymentPasswordModal } from '../components/payment-password-modal';

/**
 * transfer/contact/edit and settlement/payee-manage/add|edit: add a payee, or edit one (?id=). An
 * edit of account details needs the payment password: the page asks for it in a modal before
 * sending (and when the server says so, e.g. after another edit of the payee), then sends it along.
 */
export function PayeeEditPage({ surface, id, onDone }: { surface: PayeeSurface; id: number | null; onDone: () => void }) {
  const { t } = useTranslation(['payee', 'messages']);
  const existing = usePayee(surface, id);
  const save = useSavePayee(surface, id);
  const [form] = Form.useForm();
  const prefix = surface.purpose === 'transfer' ? 'contacts' : 'accounts';
  // the edit waiting for the payment password, and the answer to a wrong one
  const [awaitingPin, setAwaitingPin] = useState<PayeeSaveInput | null>(null);
  const [pinError, setPinError] = useState<string | null>(null);

  const send = (values: PayeeSaveInput, paymentPassword?: string) =>
    save.mutate(
      { payee: values, paymentPassword },
      {
        onSuccess: () => {
          setAwaitingPin(null);
          toast.success(t('form.saved'));
          onDone();
        },
        onError: (e) => {
          if (!isApiError(e)) return;
          if (e.respCode === Codes.PAYMENT_PASSWORD_REQUIRED.code) {
            setPinError(null);
            setAwaitingPin(values);
            return;
          }
          if (e.respCode === Codes.PAYMENT_PASSWORD_WRONG.code) return setPinError(e.message);
          setAwaitingPin(null);
          // the update answer names fields under `payee.`
          if (!placeFieldErrors(form, e.data, { prefix: 'payee' }) && !e.notified) toast.error(e.message || t('form.saveFailed'));
        },
      },
    );
  // an edit of where money goes asks for the payment password before it is sent (the server insists too)
  const submit = (values: PayeeSaveInput) => {
    const parsed = payeeSave.safeParse(values);
    if (existing.data && parsed.success && accountDetailsChanged(existing.data, accountDetailsOf(parsed.data, surface.purpose))) {
      setPinError(null);
      setAwaitingPin(values);
      return;
    }
    send(values);
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="center">
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('form.back')} onClick={onDone} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t(id === null ? `${prefix}.addTitle` : `${prefix}.editTitle`)}
        </Typography.Title>
      </Space>
      <Card>
        {id !== null && existing.isPending ? (
          <Spin />
        ) : id !== null && existing.isError ? (
          <Result status="404" title={t('form.notFound')} />
        ) : (
          <PayeeForm
            key={existing.data?.updatedAt ?? 'new'}
            form={form}
            surface={surface}
            payee={existing.data}
            saving={save.isPending}
            onSubmit={submit}
            onCancel={onDone}
          />
        )}
      </Card>
      <PaymentPasswordModal
        open={awaitingPin !== null}
        busy={save.isPending}
        error={pinError}
        onSubmit={(pin) => awaitingPin && send(awaitingPin, pin)}
        onCancel={() => setAwaitingPin(null)}
      />
    </div>
  );
}

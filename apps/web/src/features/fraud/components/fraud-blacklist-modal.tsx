import { useState } from 'react';
import { Alert, Checkbox, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FraudBlacklistAttribute, FraudDetail } from '@crossbill/contracts/fraud';
import { isApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useBlacklistFraudPayment } from '../api/blacklist-fraud-payment';

interface Values {
  attributes: FraudBlacklistAttribute[];
  expiryDate?: string;
  remarks?: string;
}

/**
 * The reported payment's card, e-mail and IP onto the merchant's blacklists in one step: each value
 * with the list it goes to (or the list that will be made), one already listed shown as such.
 */
export function FraudBlacklistModal({ d, open, onClose }: { d: FraudDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['fraud', 'messages']);
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const add = useBlacklistFraudPayment();
  const open_ = d.blacklist.filter((b) => !b.listed);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setError(null);
    try {
      await add.mutateAsync({
        serviceId: d.notificationId,
        attributes: v.attributes,
        expiryDate: v.expiryDate || null,
        remarks: v.remarks?.trim() || undefined,
      });
      toast.success(t('fraud:blacklistDialog.done'));
      form.resetFields();
      onClose();
    } catch (e) {
      if (showServerErrors(form, e)) return;
      setError(isApiError(e) ? e.respMsg : t('fraud:blacklistDialog.failed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('fraud:blacklistDialog.title')}
      okText={t('fraud:blacklistDialog.submit')}
      cancelText={t('fraud:cancel')}
      onOk={submit}
      okButtonProps={{ disabled: open_.length === 0 }}
      confirmLoading={add.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('fraud:blacklistDialog.help')}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} role="alert" /> : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ attributes: open_.map((b) => b.attribute), remarks: t('fraud:blacklistDialog.remarks', { id: d.notificationId }) }}
      >
        <Form.Item
          name="attributes"
          label={t('fraud:blacklistDialog.values')}
          // a validator, not `required`: antd would put aria-required on the group, which a group may not carry
          rules={[{ validator: async (_, v?: string[]) => (v?.length ? undefined : Promise.reject(new Error(t('messages:fraud.blacklistPick')))) }]}
        >
          <Checkbox.Group style={{ display: 'grid', gap: 8 }}>
            {d.blacklist.map((b) => (
              <Checkbox key={b.attribute} value={b.attribute} disabled={b.listed}>
                <Space orientation="vertical" size={0}>
                  <span>
                    {t(`fraud:blacklistDialog.attribute.${b.attribute}`)}: <Typography.Text code>{b.display}</Typography.Text>
                  </span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {b.listed
                      ? t('fraud:blacklistDialog.listed', { list: b.listName })
                      : b.listName
                        ? t('fraud:blacklistDialog.toList', { list: b.listName })
                        : t('fraud:blacklistDialog.newList', { list: t(`messages:fraud.blacklistName.${b.attribute}`) })}
                  </Typography.Text>
                </Space>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item name="expiryDate" label={t('fraud:blacklistDialog.expiryDate')} extra={t('fraud:blacklistDialog.expiryHint')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="remarks"
          label={t('fraud:blacklistDialog.remarksLabel')}
          rules={[{ max: 200, message: t('messages:validation.maxLength', { max: 200 }) }]}
        >
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

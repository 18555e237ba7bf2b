import { Form, Input, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ITEM_STATUSES, normalValue, type BlacklistAttribute, type EntryItem, type ItemStatus, type ItemType } from '@crossbill/contracts/blacklist';
import { showServerErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { translate } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useAddEntry, useEditEntry } from '../api/entry-actions';

interface Values {
  type: ItemType;
  value?: string;
  transactionId?: string;
  status: ItemStatus;
  expiryDate?: string;
  remarks?: string;
}

/**
 * Add an item to a list (a value, C, or the card, e-mail or IP of one of the merchant's payments, M),
 * or edit one (`entry`): its status, expiry date (empty: long-term valid) and remarks.
 */
export function EntryForm({ listId, attribute, entry, onClose }: { listId: number; attribute: BlacklistAttribute; entry?: EntryItem; onClose: () => void }) {
  const { t } = useTranslation('blacklist');
  const [form] = Form.useForm<Values>();
  const add = useAddEntry();
  const edit = useEditEntry();
  const type = Form.useWatch('type', form) ?? 'C';

  const submit = async () => {
    // a field the form refuses shows its message; nothing to send
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const common = { status: v.status, expiryDate: v.expiryDate || null, remarks: v.remarks ?? '' };
    try {
      if (entry) await edit.mutateAsync({ id: entry.id, ...common });
      else await add.mutateAsync({ listId, type: v.type, ...(v.type === 'C' ? { value: v.value } : { transactionId: v.transactionId?.trim() }), ...common });
      toast.success(t('saved'));
      onClose();
    } catch (e) {
      showServerErrors(form, e);
    }
  };

  return (
    <Modal
      open
      title={t(entry ? 'item.form.editTitle' : 'item.form.addTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={add.isPending || edit.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={entry ? { status: entry.status, expiryDate: entry.expiryDate ?? '', remarks: entry.remarks } : { type: 'C', status: 'active' }}
      >
        {entry ? (
          <Form.Item label={t('item.col.value')}>
            <span style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{entry.value}</span>
          </Form.Item>
        ) : (
          <>
            <Form.Item name="type" label={t('item.col.type')}>
              <Radio.Group options={(['C', 'M'] as const).map((v) => ({ value: v, label: t(`item.type.${v}`) }))} />
            </Form.Item>
            {type === 'C' ? (
              <Form.Item
                name="value"
                label={t(`item.valueOf.${attribute}`)}
                rules={[
                  requiredRule(t(`item.valueOf.${attribute}`), { whitespace: true }),
                  {
                    validator: async (_, v?: string) => {
                      if (v && v.trim() && normalValue(attribute, v) === null) throw new Error(translate(`messages:blacklist.invalid.${attribute}`));
                    },
                  },
                ]}
              >
                <Input maxLength={256} autoComplete="off" />
              </Form.Item>
            ) : (
              <Form.Item
                name="transactionId"
                label={t('item.transactionId')}
                extra={t('item.transactionHint')}
                rules={[requiredRule(t('item.transactionId'), { whitespace: true })]}
              >
                <Input maxLength={40} autoComplete="off" />
              </Form.Item>
            )}
          </>
        )}
        <Form.Item name="status" label={t('item.col.status')}>
          <Select options={ITEM_STATUSES.map((s) => ({ value: s, label: t(`item.status.${s}`) }))} />
        </Form.Item>
        <Form.Item name="expiryDate" label={t('item.col.expiryDate')} extra={t('item.expiryHint')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="remarks" label={t('item.col.remarks')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

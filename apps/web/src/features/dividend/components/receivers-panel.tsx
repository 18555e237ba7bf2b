import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Select, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_MAX_SHARE_BP,
  RECEIVER_KINDS,
  RECEIVER_STATUSES,
  type ReceiverItem,
  type ReceiverKind,
  type ReceiverStatus,
} from '@crossbill/contracts/dividend';
import { Access } from '../../../components/access';
import { isApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useAddReceiver, useEditReceiver, useReceiverCandidates, useReceivers } from '../api/receivers';
import { percentOf } from '../labels';

interface AddValues {
  kind: ReceiverKind;
  receiverMerchantNo?: string;
  payeeId?: number;
  name: string;
}

/** Add a receiver: another merchant of the group or a transfer contact; its maximum share is the provider's, shown read-only. */
function AddModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['dividend', 'messages']);
  const [form] = Form.useForm<AddValues>();
  const kind = Form.useWatch('kind', form) ?? 'member';
  const candidates = useReceiverCandidates(open);
  const add = useAddReceiver();
  const [error, setError] = useState<string | null>(null);
  const max = candidates.data?.defaultMaxShareBp ?? DEFAULT_MAX_SHARE_BP;
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setError(null);
    try {
      await add.mutateAsync({ kind: v.kind, name: v.name, ...(v.kind === 'member' ? { receiverMerchantNo: v.receiverMerchantNo } : { payeeId: v.payeeId }) });
      toast.success(t('receiver.added'));
      form.resetFields();
      onClose();
    } catch (e) {
      if (showServerErrors(form, e)) return;
      setError(isApiError(e) ? e.respMsg : t('receiver.failed'));
    }
  };
  const members = candidates.data?.members ?? [];
  const payees = candidates.data?.payees ?? [];
  return (
    <Modal
      open={open}
      title={t('receiver.addTitle')}
      okText={t('receiver.save')}
      cancelText={t('receiver.cancel')}
      onOk={() => void submit()}
      confirmLoading={add.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'member' }}>
        <Form.Item name="kind" label={t('receiver.kind')}>
          <Radio.Group options={RECEIVER_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
        </Form.Item>
        {kind === 'member' ? (
          <Form.Item
            name="receiverMerchantNo"
            label={t('receiver.member')}
            rules={[requiredRule(t('receiver.member'))]}
            extra={members.length === 0 ? t('receiver.noMembers') : undefined}
          >
            <Select
              showSearch
              optionFilterProp="label"
              options={members.map((m) => ({ value: m.merchantNo, label: `${m.name} (${m.merchantNo})` }))}
              onChange={(no: string) => !form.getFieldValue('name') && form.setFieldValue('name', members.find((m) => m.merchantNo === no)?.name.slice(0, 64))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="payeeId"
            label={t('receiver.payee')}
            rules={[requiredRule(t('receiver.payee'))]}
            extra={payees.length === 0 ? t('receiver.noPayees') : undefined}
          >
            <Select
              showSearch
              optionFilterProp="label"
              options={payees.map((p) => ({ value: p.id, label: `${p.name} · ${p.currency}` }))}
              onChange={(id: number) => !form.getFieldValue('name') && form.setFieldValue('name', payees.find((p) => p.id === id)?.name.slice(0, 64))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('receiver.name')}
          rules={[requiredRule(t('receiver.name'), { whitespace: true }), { max: 64, message: t('messages:validation.maxLength', { max: 64 }) }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item label={t('receiver.maxShare')} extra={t('receiver.maxShareHelp')}>
          <Typography.Text strong>{percentOf(max)}</Typography.Text>
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon message={error} role="alert" /> : null}
    </Modal>
  );
}

/** Rename or disable a receiver (splits already made settle as given). */
function EditModal({ receiver, onClose }: { receiver: ReceiverItem | null; onClose: () => void }) {
  const { t } = useTranslation(['dividend', 'messages']);
  const [form] = Form.useForm<{ name: string; status: ReceiverStatus }>();
  const edit = useEditReceiver();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !receiver) return;
    try {
      await edit.mutateAsync({ id: receiver.id, ...v });
      toast.success(t('receiver.saved'));
      onClose();
    } catch (e) {
      if (!showServerErrors(form, e)) toast.error(isApiError(e) ? e.respMsg : t('receiver.failed'));
    }
  };
  return (
    <Modal
      open={!!receiver}
      title={t('receiver.editTitle')}
      okText={t('receiver.save')}
      cancelText={t('receiver.cancel')}
      onOk={() => void submit()}
      confirmLoading={edit.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {receiver ? (
        <Form form={form} layout="vertical" initialValues={{ name: receiver.name, status: receiver.status }}>
          <Form.Item name="name" label={t('receiver.name')} rules={[requiredRule(t('receiver.name'), { whitespace: true })]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="status" label={t('receiver.status')}>
            <Radio.Group options={RECEIVER_STATUSES.map((s) => ({ value: s, label: t(`receiverStatus.${s}`) }))} />
          </Form.Item>
          <Form.Item label={t('receiver.maxShare')} extra={t('receiver.maxShareHelp')}>
            <Typography.Text strong>{percentOf(receiver.maxShareBp)}</Typography.Text>
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

/** The receivers tab: who the merchant's payments can be split to, each with its maximum share. */
export function ReceiversPanel() {
  const { t } = useTranslation('dividend');
  const receivers = useReceivers();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ReceiverItem | null>(null);
  return (
    <div style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('receiver.intro')}
      </Typography.Paragraph>
      <Access code="transaction:dividend:receiver">
        <div>
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('receiver.add')}
          </Button>
        </div>
        <AddModal open={adding} onClose={() => setAdding(false)} />
        <EditModal receiver={editing} onClose={() => setEditing(null)} />
      </Access>
      <Table<ReceiverItem>
        rowKey="id"
        size="middle"
        loading={receivers.isPending}
        dataSource={receivers.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('receiver.empty') }}
        columns={[
          { key: 'name', title: t('receiver.name'), render: (_, r) => r.name },
          { key: 'kind', title: t('receiver.kind'), render: (_, r) => t(`kind.${r.kind}`) },
          { key: 'account', title: t('receiver.account'), render: (_, r) => r.receiverMerchantNo ?? t('receiver.payeeNo', { id: r.payeeId }) },
          { key: 'maxShare', title: t('receiver.maxShare'), align: 'right', render: (_, r) => percentOf(r.maxShareBp) },
          {
            key: 'status',
            title: t('receiver.status'),
            render: (_, r) => <Tag color={r.status === 'active' ? 'success' : 'default'}>{t(`receiverStatus.${r.status}`)}</Tag>,
          },
          {
            key: 'actions',
            title: t('receiver.actions'),
            render: (_, r) => (
              <Access code="transaction:dividend:receiver" fallback="—">
                <Typography.Link onClick={() => setEditing(r)}>{t('receiver.edit')}</Typography.Link>
              </Access>
            ),
          },
        ]}
      />
    </div>
  );
}

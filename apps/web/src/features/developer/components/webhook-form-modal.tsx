import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { webhookEndpointBody, type WebhookEndpointItem } from '@crossbill/contracts/notify';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorsOf, schemaRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhook-endpoints';
import { EventCheckboxes } from './event-checkboxes';

interface Values {
  url: string;
  description: string;
  events: string[];
}

/** Add an endpoint (answering its secret to `onCreated`) or edit one; the rules are the contracts'. */
export function WebhookFormModal({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpointItem | null;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation(['developer', 'messages']);
  const [form] = Form.useForm<Values>();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body = { url: v.url, description: v.description ?? '', events: v.events as never };
    try {
      if (endpoint) {
        await update.mutateAsync({ ...body, endpointId: endpoint.endpointId });
        toast.success(t('webhooks.saved'));
        onClose();
      } else {
        const r = await create.mutateAsync(body);
        onCreated(r.secret);
      }
    } catch (e) {
      if (isApiError(e)) {
        const fields = fieldErrorsOf(e.data);
        if (fields.length) form.setFields(fields as never);
        else toast.error(e.respMsg);
      }
    }
  };

  return (
    <Modal
      open
      title={endpoint ? t('webhooks.editTitle') : t('webhooks.addTitle')}
      okText={t('webhooks.save')}
      cancelText={t('webhooks.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={endpoint ? { url: endpoint.url, description: endpoint.description, events: endpoint.events } : { url: '', description: '', events: [] }}
      >
        <Form.Item
          name="url"
          label={t('webhooks.url')}
          extra={t('webhooks.urlHelp')}
          rules={[schemaRule(webhookEndpointBody, 'url', t('webhooks.url'))]}
          required
        >
          <Input placeholder="https://" inputMode="url" autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label={t('webhooks.description')} rules={[schemaRule(webhookEndpointBody, 'description', t('webhooks.description'))]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="events" label={t('webhooks.events')} rules={[schemaRule(webhookEndpointBody, 'events', t('webhooks.events'))]} required>
          <EventCheckboxes />
        </Form.Item>
      </Form>
    </Modal>
  );
}

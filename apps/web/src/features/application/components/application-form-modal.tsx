import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPLICATION_TYPES, applicationBody, SITE_CREATION_HOURS, type Application, type ApplicationType } from '@crossbill/contracts/application';
import { isApiError } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/form-rules';
import { placeFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSaveApplication } from '../api/save-application';

interface Values {
  name: string;
  type?: ApplicationType;
  url: string;
  description: string;
}

/** Add an application, or fix a rejected one (it goes back to review). */
export function ApplicationFormModal({ app, onClose }: { app: Application | null; onClose: () => void }) {
  const { t } = useTranslation(['application', 'messages']);
  const [form] = Form.useForm<Values>();
  const save = useSaveApplication();

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    save.mutate(
      { id: app?.id, name: v.name, type: v.type!, url: v.url, description: v.description ?? '' },
      {
        onSuccess: () => {
          toast.success(t('submitted'));
          onClose();
        },
        onError: (e) => {
          if (isApiError(e)) placeFieldErrors(form, e.data);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={app ? t('editTitle') : t('addTitle')}
      okText={t('submit')}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {app?.comments ? <Alert type="error" showIcon message={t('rejectedBecause', { reason: app.comments })} style={{ marginBottom: 16 }} /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={app ? { name: app.name, type: app.type, url: app.url, description: app.description } : { description: '' }}
      >
        <Form.Item name="name" label={t('name')} rules={[schemaRule(applicationBody, 'name', t('name'))]} required extra={t('nameHint')}>
          <Input />
        </Form.Item>
        <Form.Item name="type" label={t('type')} rules={[schemaRule(applicationBody, 'type', t('type'))]} required>
          <Select placeholder={t('chooseType')} options={APPLICATION_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} />
        </Form.Item>
        <Form.Item name="url" label={t('url')} rules={[schemaRule(applicationBody, 'url', t('url'))]} required>
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="description" label={t('description')} rules={[schemaRule(applicationBody, 'description', t('description'))]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
      <Alert type="info" showIcon message={t('reviewPromise', { hours: SITE_CREATION_HOURS })} />
    </Modal>
  );
}

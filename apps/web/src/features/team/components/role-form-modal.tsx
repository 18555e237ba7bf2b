import { useEffect } from 'react';
import { Alert, Form, Input, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleBody } from '@crossbill/contracts/team';
import { isApiError } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/form-rules';
import { placeFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useRole } from '../api/get-role';
import { useSaveRole } from '../api/save-role';
import { PermissionTree } from './permission-tree';

interface Values {
  name: string;
  description: string;
  resourceCodes: string[];
}

/** Add a role (id null) or edit one: name, description, permission tree. */
export function RoleFormModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('team');
  const [form] = Form.useForm<Values>();
  const role = useRole(id);
  const save = useSaveRole();
  const isAdmin = role.data?.isAdmin === true;

  useEffect(() => {
    if (role.data) form.setFieldsValue({ name: role.data.name, description: role.data.description, resourceCodes: role.data.resourceCodes });
  }, [role.data, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    save.mutate(
      { id: id ?? undefined, name: values.name, description: values.description ?? '', resourceCodes: isAdmin ? undefined : (values.resourceCodes ?? []) },
      {
        onSuccess: () => {
          toast.success(t('role.saved'));
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
      title={id ? t('role.editTitle') : t('role.addTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={640}
      destroyOnHidden
    >
      {id && role.isPending ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ name: '', description: '', resourceCodes: [] }}>
          <Form.Item name="name" label={t('role.name')} rules={[schemaRule(roleBody, 'name', t('role.name'))]} required>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="description" label={t('role.description')} rules={[schemaRule(roleBody, 'description', t('role.description'))]}>
            <Input.TextArea rows={2} maxLength={260} />
          </Form.Item>
          {isAdmin ? <Alert type="info" showIcon message={t('role.adminFixed')} style={{ marginBottom: 12 }} /> : null}
          <Form.Item name="resourceCodes" label={t('role.permissions')} valuePropName="value" trigger="onChange">
            <PermissionTree value={[]} all={isAdmin} label={t('role.permissions')} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

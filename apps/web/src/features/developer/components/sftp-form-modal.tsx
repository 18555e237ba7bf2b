import { useEffect } from 'react';
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { SFTP_AUTH_KINDS, SFTP_REPORTS, sftpSaveBody, type SftpAuthKind, type SftpDestination, type SftpReport } from '@crossbill/contracts/sftp';
import { isApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { requiredRule, schemaRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useSaveSftpDestination } from '../api/sftp-destinations';

interface Values {
  host: string;
  port: number;
  username: string;
  authKind: SftpAuthKind;
  secret?: string;
  folder: string;
  reports: SftpReport[];
}

/**
 * Add or edit an SFTP destination. The password or key is write-only: on an edit the field starts
 * blank and a blank field keeps the stored one (unless the way of signing in changes).
 */
export function SftpFormModal({ open, editing, onClose }: { open: boolean; editing: SftpDestination | null; onClose: () => void }) {
  const { t } = useTranslation(['sftp', 'messages']);
  const [form] = Form.useForm<Values>();
  const save = useSaveSftpDestination();
  const authKind = Form.useWatch('authKind', form) ?? 'password';
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { host: editing.host, port: editing.port, username: editing.username, authKind: editing.authKind, folder: editing.folder, reports: editing.reports }
        : { port: 22, authKind: 'password', folder: '', reports: [...SFTP_REPORTS] },
    );
  }, [open, editing, form]);

  const keepsSecret = editing !== null && editing.authKind === authKind;
  const rule = (field: keyof Values) => schemaRule(sftpSaveBody, field, t(`form.${field}`));
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await save.mutateAsync({ ...v, id: editing?.id, secret: v.secret ? v.secret : undefined });
      toast.success(t('form.saved'));
      onClose();
    } catch (e) {
      if (showServerErrors(form, e)) return;
      toast.error(isApiError(e) ? e.respMsg : t('form.failed'));
    }
  };
  return (
    <Modal
      open={open}
      title={editing ? t('form.editTitle') : t('form.addTitle')}
      okText={t('form.submit')}
      cancelText={t('form.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="host" label={t('form.host')} rules={[requiredRule(t('form.host'), { whitespace: true }), rule('host')]}>
          <Input autoComplete="off" maxLength={253} />
        </Form.Item>
        <Form.Item name="port" label={t('form.port')} rules={[requiredRule(t('form.port')), rule('port')]}>
          <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="username" label={t('form.username')} rules={[requiredRule(t('form.username'), { whitespace: true }), rule('username')]}>
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
        <Form.Item name="authKind" label={t('form.authKind')} rules={[requiredRule(t('form.authKind'))]}>
          <Radio.Group options={SFTP_AUTH_KINDS.map((k) => ({ value: k, label: t(`authKind.${k}`) }))} />
        </Form.Item>
        <Form.Item
          name="secret"
          label={authKind === 'key' ? t('form.privateKey') : t('form.password')}
          extra={keepsSecret ? t('form.secretKept') : authKind === 'key' ? t('form.keyHelp') : undefined}
          rules={[...(keepsSecret ? [] : [requiredRule(authKind === 'key' ? t('form.privateKey') : t('form.password'))]), rule('secret')]}
        >
          {authKind === 'key' ? (
            <Input.TextArea rows={5} autoComplete="off" spellCheck={false} style={{ fontFamily: 'monospace' }} />
          ) : (
            <Input.Password autoComplete="new-password" maxLength={128} />
          )}
        </Form.Item>
        <Form.Item name="folder" label={t('form.folder')} extra={t('form.folderHelp')} rules={[rule('folder')]}>
          <Input autoComplete="off" maxLength={200} placeholder="/upload" />
        </Form.Item>
        <Form.Item name="reports" label={t('form.reports')} rules={[rule('reports')]}>
          <Checkbox.Group options={SFTP_REPORTS.map((r) => ({ value: r, label: t(`report.${r}`) }))} />
        </Form.Item>
      </Form>
      <Alert type="info" showIcon message={t('form.afterSave')} />
    </Modal>
  );
}

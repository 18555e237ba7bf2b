import { Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BLACKLIST_ATTRIBUTES,
  BLACKLIST_SCOPES,
  blacklistBody,
  type BlacklistAttribute,
  type BlacklistItem,
  type BlacklistScope,
} from '@crossbill/contracts/blacklist';
import { showServerErrors } from '../../../lib/form-errors';
import { requiredRule, schemaRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useCreateBlacklist, useEditBlacklist } from '../api/blacklist-actions';

interface Values {
  name: string;
  attribute: BlacklistAttribute;
  scope: BlacklistScope;
  active: boolean;
}

/** Create a blacklist, or edit one (`list`): the attribute is fixed once the list exists. */
export function BlacklistForm({ list, onClose }: { list?: BlacklistItem; onClose: () => void }) {
  const { t } = useTranslation('blacklist');
  const [form] = Form.useForm<Values>();
  const create = useCreateBlacklist();
  const edit = useEditBlacklist();
  const busy = create.isPending || edit.isPending;

  const submit = async () => {
    // a field the form refuses shows its message; nothing to send
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      if (list) await edit.mutateAsync({ id: list.id, name: v.name, scope: v.scope, active: v.active });
      else await create.mutateAsync(v);
      toast.success(t('saved'));
      onClose();
    } catch (e) {
      // 00022|00011 (a list of this attribute exists) is a toast of the client; field errors land on the form
      showServerErrors(form, e);
    }
  };

  return (
    <Modal
      open
      title={t(list ? 'form.editTitle' : 'form.addTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={list ? { name: list.name, attribute: list.attribute, scope: list.scope, active: list.active } : { scope: 'all', active: true }}
      >
        <Form.Item
          name="name"
          label={t('col.name')}
          rules={[requiredRule(t('col.name'), { whitespace: true }), schemaRule(blacklistBody, 'name', t('col.name'))]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="attribute" label={t('col.attribute')} rules={[requiredRule(t('col.attribute'))]}>
          <Select disabled={!!list} options={BLACKLIST_ATTRIBUTES.map((a) => ({ value: a, label: t(`attribute.${a}`) }))} />
        </Form.Item>
        <Form.Item name="scope" label={t('col.scope')} rules={[requiredRule(t('col.scope'))]}>
          <Select options={BLACKLIST_SCOPES.map((s) => ({ value: s, label: t(`scope.${s}`) }))} />
        </Form.Item>
        <Form.Item name="active" label={t('col.active')} valuePropName="checked">
          <Switch checkedChildren={t('rule.active')} unCheckedChildren={t('rule.inactive')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

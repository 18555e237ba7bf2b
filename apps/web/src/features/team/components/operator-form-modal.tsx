import { Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@crossbill/contracts/constants';
import { operatorAddBody, operatorEditBody, type OperatorItem } from '@crossbill/contracts/team';
import { isApiError } from '../../../lib/api-client';
import { schemaRule, requiredRule } from '../../../lib/form-rules';
import { placeFieldErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useRoleOptions } from '../api/list-role-options';
import { useSaveOperator } from '../api/operator-actions';
import { roleName } from '../../../lib/role-name';

interface Values {
  email: string;
  name: string;
  roleId?: number;
  emailNotify: boolean;
  language: Language;
}

/**
 * Add an operator (an invitation mail with a link to set the password, in the chosen language) or
 * edit one: name, role, e-mail notifications. One's own role cannot be changed here.
 */
export function OperatorFormModal({ operator, onClose }: { operator: OperatorItem | null; onClose: () => void }) {
  const { t } = useTranslation(['team', 'messages']);
  const [form] = Form.useForm<Values>();
  const roles = useRoleOptions();
  const save = useSaveOperator();
  const schema = operator ? operatorEditBody : operatorAddBody;

  const submit = async () => {
    // a failed rule marks its field: nothing else to do
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body = operator
      ? { id: operator.id, name: v.name, roleId: v.roleId!, emailNotify: v.emailNotify }
      : { email: v.email, name: v.name, roleId: v.roleId!, emailNotify: v.emailNotify, language: v.language };
    save.mutate(body, {
      onSuccess: () => {
        toast.success(operator ? t('operator.saved') : t('operator.invited', { email: v.email }));
        onClose();
      },
      onError: (e) => {
        if (isApiError(e)) placeFieldErrors(form, e.data);
      },
    });
  };

  return (
    <Modal
      open
      title={operator ? t('operator.editTitle') : t('operator.addTitle')}
      okText={operator ? t('save') : t('operator.sendInvitation')}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={
          operator
            ? { email: operator.email, name: operator.name, roleId: operator.roleId ?? undefined, emailNotify: operator.emailNotify }
            : { emailNotify: true, language: currentLanguage() }
        }
      >
        <Form.Item
          name="email"
          label={t('operator.email')}
          rules={operator ? [] : [schemaRule(operatorAddBody, 'email', t('operator.email'))]}
          required={!operator}
        >
          <Input type="email" autoComplete="off" disabled={operator !== null} />
        </Form.Item>
        <Form.Item name="name" label={t('operator.name')} rules={[schemaRule(schema, 'name', t('operator.name'))]} required>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="roleId"
          label={t('operator.role')}
          rules={[requiredRule(t('operator.role'))]}
          extra={operator?.isSelf ? t('operator.ownRole') : undefined}
        >
          <Select
            loading={roles.isPending}
            disabled={operator?.isSelf}
            showSearch
            optionFilterProp="label"
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: roleName(r.name) }))}
            placeholder={t('operator.chooseRole')}
          />
        </Form.Item>
        {operator ? null : (
          <Form.Item name="language" label={t('operator.language')} extra={t('operator.languageHint')}>
            <Select options={LANGUAGES.map((l) => ({ value: l, label: t(`operator.languages.${l}`) }))} />
          </Form.Item>
        )}
        <Form.Item name="emailNotify" label={t('operator.emailNotify')} valuePropName="checked" extra={t('operator.emailNotifyHint')}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

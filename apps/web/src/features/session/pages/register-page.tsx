import { Button, Checkbox, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordPairSchema, quickRegisterBody, registerBody, REGISTER_BUSINESS_TYPES } from '@crossbill/contracts/registration';
import { PASSWORD_MAX } from '@crossbill/contracts/validation';
import { AntdRoot } from '../../../components/antd-root';
import { schemaRule } from '../../../lib/form-rules';
import { showServerErrors } from '../../../lib/form-errors';
import { sendRegisterCode, useQuickRegister, useRegister } from '../api/onboarding';
import { EmailCodeField } from '../components/email-code-field';
import { PublicFrame } from '../components/public-frame';
import { flowState } from '../flow-state';
import { BackToLogin } from '../components/frame-footer';

/**
 * Registration (spec 2 register; acquiringMerchantRegister with `quick`): business type (or the
 * trading name), e-mail with its mailed code, password and confirmation, the agreement. The rules
 * are the contracts' (spec 5), checked here and again on the server.
 */
export function RegisterPage({ quick = false, loginHref, onRegistered }: { quick?: boolean; loginHref: string; onRegistered: () => void }) {
  const { t } = useTranslation('session');
  const [form] = Form.useForm();
  const register = useRegister();
  const quickRegister = useQuickRegister();
  const schema = quick ? quickRegisterBody : registerBody;
  const pending = register.isPending || quickRegister.isPending;

  const finish = async (values: Record<string, unknown>) => {
    try {
      const body = { ...values, agree: values.agree === true } as never;
      const done = quick ? await quickRegister.mutateAsync(body) : await register.mutateAsync(body);
      flowState.setRegistered({ email: done.email });
      onRegistered();
    } catch (e) {
      showServerErrors(form, e, { code: 'code' });
    }
  };

  return (
    <PublicFrame title={quick ? t('register.quickTitle') : t('register.title')}>
      <AntdRoot>
        <Form form={form} name="register" layout="vertical" requiredMark={false} initialValues={{ businessType: '1' }} onFinish={(v) => void finish(v)}>
          {quick ? (
            <Form.Item label={t('register.merchantName')} name="merchantName" rules={[schemaRule(schema, 'merchantName', t('register.merchantName'))]}>
              <Input maxLength={50} autoComplete="organization" />
            </Form.Item>
          ) : (
            <Form.Item label={t('register.businessType')} name="businessType" rules={[schemaRule(schema, 'businessType', t('register.businessType'))]}>
              <Radio.Group optionType="button" buttonStyle="solid">
                {REGISTER_BUSINESS_TYPES.map((type) => (
                  <Radio.Button key={type} value={type}>
                    {t(`register.type.${type}`)}
                  </Radio.Button>
                ))}
              </Radio.Group>
            </Form.Item>
          )}
          <Form.Item label={t('email')} name="email" rules={[schemaRule(schema, 'email', t('email'))]}>
            <Input inputMode="email" autoComplete="username" />
          </Form.Item>
          <EmailCodeField form={form} send={sendRegisterCode} />
          <Form.Item
            label={t('password')}
            name="password"
            extra={t('passwordHint', { max: PASSWORD_MAX })}
            rules={[schemaRule(passwordPairSchema, 'password', t('password'))]}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
          <Form.Item
            label={t('register.confirmPassword')}
            name="confirmPassword"
            dependencies={['password']}
            rules={[schemaRule(passwordPairSchema, 'confirmPassword', t('register.confirmPassword'))]}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
          <Form.Item name="agree" valuePropName="checked" rules={[schemaRule(schema, 'agree', t('register.agree'))]}>
            <Checkbox>{t('register.agree')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={pending}>
            {t('register.submit')}
          </Button>
        </Form>
        <BackToLogin href={loginHref}>{t('register.haveAccount')}</BackToLogin>
      </AntdRoot>
    </PublicFrame>
  );
}

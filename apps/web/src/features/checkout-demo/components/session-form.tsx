import { Alert, Button, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@crossbill/contracts/money';
import { demoSessionBody, type CheckoutSession } from '@crossbill/contracts/hosted-checkout';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorsOf, requiredRule, schemaRule } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/language';
import { useCreateDemoSession, useDemoWebsites, type DemoKind } from '../api/demo-session';

interface Values {
  appId?: string;
  amount: string;
  currency: string;
  locale: 'en' | 'zh-cn';
}

const currencyOptions = CURRENCIES.map((c) => ({ value: c, label: c }));

/** What a demo session is made of: one of the merchant's approved websites, amount, currency and the page's language. */
export function SessionForm({ kind, onCreated }: { kind: DemoKind; onCreated: (s: CheckoutSession) => void }) {
  const { t } = useTranslation(['checkout-demo', 'messages']);
  const [form] = Form.useForm<Values>();
  const websites = useDemoWebsites(kind);
  const create = useCreateDemoSession(kind);
  const rule = (field: string, label: string) => schemaRule(demoSessionBody, field, label);
  const returnPath = kind === 'hosted' ? '/demo' : '/cp-form-demo';

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v?.appId) return;
    create.mutate(
      { appId: v.appId, amount: v.amount.trim(), currency: v.currency, locale: v.locale, returnPath },
      {
        onSuccess: onCreated,
        onError: (e) => {
          if (isApiError(e)) form.setFields(fieldErrorsOf(e.data) as never);
        },
      },
    );
  };

  if (websites.data && websites.data.length === 0) return <Alert type="info" showIcon message={t('noWebsite')} description={t('noWebsiteHint')} />;
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ amount: '10.00', currency: 'USD', locale: currentLanguage() }}
      style={{ maxWidth: 420 }}
      onFinish={() => void submit()}
    >
      <Form.Item name="appId" label={t('website')} rules={[requiredRule(t('website'))]}>
        <Select
          loading={websites.isPending}
          options={(websites.data ?? []).map((w) => ({ value: w.appId, label: `${w.name} (${w.url})` }))}
          placeholder={t('websitePlaceholder')}
        />
      </Form.Item>
      <Form.Item name="amount" label={t('amount')} rules={[requiredRule(t('amount')), rule('amount', t('amount'))]} dependencies={['currency']}>
        <Input inputMode="decimal" maxLength={20} />
      </Form.Item>
      <Form.Item name="currency" label={t('currency')} rules={[requiredRule(t('currency'))]}>
        <Select showSearch options={currencyOptions} />
      </Form.Item>
      <Form.Item name="locale" label={t('locale')}>
        <Radio.Group>
          <Radio value="en">{t('localeEn')}</Radio>
          <Radio value="zh-cn">{t('localeZh')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t('create')}
      </Button>
    </Form>
  );
}

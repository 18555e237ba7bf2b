import { Button, Card, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FormRule } from 'antd';
import { MAX_SHAREHOLDERS, VA_CURRENCIES, VA_OFFERINGS, VA_TYPES, vaApplyBody, type VaApplyBody, type VaCurrency } from '@crossbill/contracts/virtual-account';
import { isApiError } from '../../../lib/api-client';
import { messageText } from '../../../lib/form-rules';
import { placeFieldErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/language';
import { useApplyAccount } from '../api/apply-account';
import { COUNTRY_CODES, countryName, countryOptions } from '@crossbill/contracts/countries';

/** The contracts' check of one (possibly nested) field over the whole form: the server's schema and messages. */
async function check(values: Partial<VaApplyBody>, path: (string | number)[], label?: string): Promise<void> {
  const result = vaApplyBody.safeParse(normalise(values));
  if (result.success) return;
  const issue = result.error.issues.find((i) => i.path.join('.') === path.join('.'));
  if (issue) throw new Error(messageText(issue as never, label));
}

const rule =
  (path: (string | number)[], label: string): FormRule =>
  ({ getFieldsValue }) => ({ validator: () => check(getFieldsValue(true), path, label) });

function normalise(v: Partial<VaApplyBody>): VaApplyBody {
  return { ...v, shareholders: v.type === 'individual' ? [] : (v.shareholders ?? []) } as VaApplyBody;
}

/** virtual-account/add: apply for a collection account; it opens after the provider's provisioning. */
export function ApplyForm({ onDone, onCancel }: { onDone: (id: number) => void; onCancel: () => void }) {
  const { t } = useTranslation(['virtual-account', 'messages']);
  const [form] = Form.useForm<VaApplyBody>();
  const apply = useApplyAccount();
  const language = currentLanguage();
  const currency = Form.useWatch('currency', form) as VaCurrency | undefined;
  const type = Form.useWatch('type', form);
  const countries = countryOptions(language, COUNTRY_CODES);

  const submit = (values: VaApplyBody) =>
    apply.mutate(normalise(values), {
      onSuccess: (va) => onDone(va.id),
      onError: (e) => {
        if (isApiError(e, '11000')) placeFieldErrors(form, e.data);
      },
    });

  return (
    <Card>
      <Form<VaApplyBody>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={{ type: 'corporate', shareholders: [] }}
        onFinish={submit}
        onValuesChange={(changed) => {
          // a new currency offers its own countries: preselect the first
          if ('currency' in changed && changed.currency) form.setFieldValue('country', VA_OFFERINGS[changed.currency as VaCurrency][0]);
        }}
      >
        <Space wrap size="large" align="start">
          <Form.Item name="currency" label={t('field.currency')} rules={[rule(['currency'], t('field.currency'))]} style={{ minWidth: 200 }}>
            <Select options={VA_CURRENCIES.map((c) => ({ value: c, label: c }))} placeholder={t('form.choose')} />
          </Form.Item>
          <Form.Item name="country" label={t('field.country')} rules={[rule(['country'], t('field.country'))]} style={{ minWidth: 240 }}>
            <Select
              options={(currency ? VA_OFFERINGS[currency] : []).map((c) => ({ value: c, label: countryName(c, language) }))}
              placeholder={t('form.choose')}
              disabled={!currency}
            />
          </Form.Item>
        </Space>
        <Form.Item name="type" label={t('field.type')} rules={[rule(['type'], t('field.type'))]}>
          <Radio.Group options={VA_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} />
        </Form.Item>
        <Form.Item name="holderName" label={t('field.holderName')} extra={t('form.latinHint')} rules={[rule(['holderName'], t('field.holderName'))]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="address" label={t('field.address')} rules={[rule(['address'], t('field.address'))]}>
          <Input.TextArea maxLength={256} autoSize={{ minRows: 2 }} />
        </Form.Item>
        {type === 'corporate' ? (
          <Form.List name="shareholders" rules={[{ validator: () => check(form.getFieldsValue(true), ['shareholders']) }]}>
            {(fields, { add, remove }, { errors }) => (
              <div>
                <Typography.Text strong>{t('field.shareholders')}</Typography.Text>
                <Typography.Paragraph type="secondary">{t('form.shareholderHint')}</Typography.Paragraph>
                {fields.map((field, i) => (
                  <Space key={field.key} align="start" wrap>
                    <Form.Item name={[field.name, 'name']} rules={[rule(['shareholders', i, 'name'], t('field.shareholderName'))]}>
                      <Input placeholder={t('field.shareholderName')} aria-label={t('field.shareholderName')} maxLength={50} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'percentage']} rules={[rule(['shareholders', i, 'percentage'], t('field.percentage'))]}>
                      <Input placeholder={t('field.percentage')} aria-label={t('field.percentage')} suffix="%" style={{ width: 130 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'nationality']} rules={[rule(['shareholders', i, 'nationality'], t('field.nationality'))]}>
                      <Select
                        showSearch
                        optionFilterProp="label"
                        options={countries}
                        placeholder={t('field.nationality')}
                        aria-label={t('field.nationality')}
                        style={{ width: 200 }}
                      />
                    </Form.Item>
                    <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('form.removeShareholder')} onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Form.Item>
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    disabled={fields.length >= MAX_SHAREHOLDERS}
                    onClick={() => add({ name: '', percentage: '', nationality: undefined })}
                  >
                    {t('form.addShareholder')}
                  </Button>
                  <Form.ErrorList errors={errors} />
                </Form.Item>
              </div>
            )}
          </Form.List>
        ) : null}
        <Space>
          <Button type="primary" htmlType="submit" loading={apply.isPending}>
            {t('form.submit')}
          </Button>
          <Button onClick={onCancel}>{t('form.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}

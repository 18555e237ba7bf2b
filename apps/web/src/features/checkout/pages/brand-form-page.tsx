import { useState } from 'react';
import { Card, Checkbox, Form, Input, Result, Space, Spin } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME_MAX, BRAND_OPTIONS, DEFAULT_BRAND_COLOUR, brandAddBody, type CheckoutBrand } from '@crossbill/contracts/checkout';
import { Codes } from '@crossbill/contracts/codes';
import { isApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { schemaRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useBrandWebsites, useCheckoutBrand } from '../api/get-brands';
import { useSaveBrand } from '../api/save-brand';
import { BrandPreview } from '../components/brand-preview';
import { ColourField } from '../components/colour-field';
import { FormActions, FormFrame } from '../components/form-frame';
import { LogoField } from '../components/logo-field';
import { passesSchema } from '../components/schema-check';
import { WebsitesField, websitesOf } from '../components/websites-field';

interface Values {
  name: string;
  logoFileId: string | null;
  colour: string;
  allWebsites: boolean;
  appIds?: string[];
  showMerchantOrderId: boolean;
  allowCancel: boolean;
  switchCountry: boolean;
  autoRedirect: boolean;
}

const initialOf = (b: CheckoutBrand | undefined): Values =>
  b
    ? { ...b, appIds: b.websites.map((w) => w.appId) }
    : {
        name: '',
        logoFileId: null,
        colour: DEFAULT_BRAND_COLOUR,
        allWebsites: true,
        appIds: [],
        showMerchantOrderId: true,
        allowCancel: true,
        switchCountry: false,
        autoRedirect: false,
      };

/** checkout/brand/add and /edit?id=: name and/or logo, main colour, websites, options (spec 3, 5). */
export function BrandFormPage({ id, onDone }: { id: number | null; onDone: () => void }) {
  const { t } = useTranslation(['checkout', 'messages']);
  const existing = useCheckoutBrand(id);
  if (id !== null && existing.isPending) return <Spin />;
  if (id !== null && !existing.data) return <Result status="404" title={t('notFound')} />;
  return <BrandForm key={existing.data?.updateTime ?? 'new'} id={id} brand={existing.data} onDone={onDone} />;
}

function BrandForm({ id, brand, onDone }: { id: number | null; brand: CheckoutBrand | undefined; onDone: () => void }) {
  const { t } = useTranslation(['checkout', 'messages']);
  const websites = useBrandWebsites();
  const save = useSaveBrand();
  const [form] = Form.useForm<Values>();
  const [logoUrl, setLogoUrl] = useState<string | null>(brand?.logoUrl ?? null);
  const name = Form.useWatch('name', form) ?? '';
  const colour = Form.useWatch('colour', form) ?? DEFAULT_BRAND_COLOUR;

  const submit = (v: Values) => {
    const body = { ...v, ...websitesOf(v), logoFileId: v.logoFileId ?? null };
    if (!passesSchema(form, brandAddBody, body)) return;
    save.mutate(id === null ? body : { ...body, id }, {
      onSuccess: () => {
        toast.success(t('saved'));
        onDone();
      },
      onError: (e) => {
        if (showServerErrors(form, e)) return;
        // a website another brand holds (409): said on the websites field
        if (isApiError(e) && e.respCode === Codes.CONFLICT.code) form.setFields([{ name: v.allWebsites ? 'allWebsites' : 'appIds', errors: [e.message] }]);
      },
    });
  };

  return (
    <FormFrame title={t(id === null ? 'brand.addTitle' : 'brand.editTitle')} backLabel={t('back')} onBack={onDone}>
      <Card>
        <Form<Values> form={form} layout="vertical" style={{ maxWidth: 560 }} initialValues={initialOf(brand)} onFinish={submit}>
          <Form.Item name="name" label={t('field.brandName')} dependencies={['logoFileId']} rules={[schemaRule(brandAddBody, 'name', t('field.brandName'))]}>
            <Input maxLength={BRAND_NAME_MAX} showCount />
          </Form.Item>
          <Form.Item name="logoFileId" label={t('field.logo')}>
            <LogoField
              previewUrl={logoUrl}
              onChange={(_, url) => {
                setLogoUrl(url);
                void form.validateFields(['name']).catch(() => undefined);
              }}
              onError={(message) => form.setFields([{ name: 'logoFileId', errors: message ? [message] : [] }])}
            />
          </Form.Item>
          <Form.Item
            name="colour"
            label={t('field.colour')}
            getValueFromEvent={(c: Color) => c.toHexString()}
            rules={[schemaRule(brandAddBody, 'colour', t('field.colour'))]}
          >
            <ColourField aria-label={t('field.colour')} />
          </Form.Item>
          <WebsitesField schema={brandAddBody} websites={websites.data ?? []} loading={websites.isPending} />
          <Form.Item label={t('field.options')}>
            <Space orientation="vertical">
              {BRAND_OPTIONS.map((o) => (
                <Form.Item key={o} name={o} valuePropName="checked" noStyle>
                  <Checkbox>{t(`option.${o}`)}</Checkbox>
                </Form.Item>
              ))}
            </Space>
          </Form.Item>
          <Form.Item label={t('brand.preview')}>
            <BrandPreview name={name} logoUrl={logoUrl} colour={/^#[0-9a-f]{6}$/i.test(colour) ? colour : DEFAULT_BRAND_COLOUR} />
          </Form.Item>
          <FormActions saving={save.isPending} onCancel={onDone} />
        </Form>
      </Card>
    </FormFrame>
  );
}
